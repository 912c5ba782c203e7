import { useState } from 'react';
import type { CorporateActionSuggestion } from '#shared/portfolio/portfolio-corporate-actions.ts';
import type { TransactionInput } from '#shared/portfolio/portfolio-ledger.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { loadDismissed, saveDismissed, suggestionKey } from './dismissed-actions.ts';
import { useAddDividends } from './holdings-api.ts';
import { useCorporateActions, useCreateTransaction } from './ledger-api.ts';
import { perShareText, usdText } from './money-display.ts';

// "From market data" on /portfolio/transactions (docs/decisions/031): dividends and splits the
// history provider reports for the user's holdings, each added to the ledger only by its 'Add'
// click, or hidden for good by 'Dismiss'.

/** Shown before 'Show all': the ledger below stays in reach with years of dividends offered. */
const FIRST_SHOWN = 5;

/** 'AAPL dividend on 2024-05-10', 'NVDA 10-for-1 split on 2024-06-10' (names the buttons too). */
function title(s: CorporateActionSuggestion) {
  const what = s.ratio ? `${s.ratio.to}-for-${s.ratio.from} split` : 'dividend';
  return `${s.symbol} ${what} on ${s.date}`;
}

/** '$0.25 × 40 shares = $10.00'; for a split, the shares it applies to. */
function detail(s: CorporateActionSuggestion) {
  if (s.ratio) return `You held ${s.shares} shares`;
  return `${perShareText(s.perShare ?? '0')} × ${s.shares} shares = ${usdText(s.amount ?? '0')}`;
}

/** The ledger transaction the suggestion stands for, exactly as offered. */
function transactionOf(s: CorporateActionSuggestion): TransactionInput {
  const common = { symbol: s.symbol, date: s.date };
  return s.ratio
    ? { ...common, type: 'split', ratio: s.ratio }
    : { ...common, type: 'dividend', amount: s.amount ?? '0' };
}

export function SuggestedActions() {
  const session = useSession();
  const userId = session.user?.uid ?? null;
  const suggestions = useCorporateActions();
  const create = useCreateTransaction();
  const addAll = useAddDividends();
  // Loaded again when the signed-in user changes (another account in this browser).
  const [dismissed, setDismissed] = useState<{ userId: string | null; keys: Set<string> }>({
    userId: null,
    keys: new Set(),
  });
  if (userId !== dismissed.userId) {
    setDismissed({ userId, keys: userId ? loadDismissed(userId) : new Set() });
  }
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);

  const visible = (suggestions.data?.suggestions ?? []).filter(
    (s) => !dismissed.keys.has(suggestionKey(s)),
  );
  if (visible.length === 0 && !failure) return null;

  const dismiss = (s: CorporateActionSuggestion) => {
    if (!userId) return;
    const keys = new Set(dismissed.keys).add(suggestionKey(s));
    saveDismissed(userId, keys);
    setDismissed({ userId, keys });
  };
  const failed = (error: Error, otherwise: string) =>
    setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : otherwise);
  const dividends = visible.filter((s) => s.type === 'dividend' && s.amount !== null);
  // Every dividend shown, in one request: all are added or none (the splits stay one by one).
  const addDividends = () => {
    setAdding('all');
    setFailure(null);
    addAll.mutate(
      {
        dividends: dividends.map((s) => ({
          symbol: s.symbol,
          date: s.date,
          amount: s.amount ?? '0',
        })),
      },
      {
        onError: (error) => failed(error, 'Failed to add the dividends. Please try again.'),
        onSettled: () => setAdding(null),
      },
    );
  };
  const add = (s: CorporateActionSuggestion) => {
    const key = suggestionKey(s);
    setAdding(key);
    setFailure(null);
    create.mutate(transactionOf(s), {
      onError: (error) => failed(error, `Failed to add the ${title(s)}. Please try again.`),
      onSettled: () => setAdding(null),
    });
  };

  return (
    <Card title="From market data" className="mb-4">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Dividends and splits reported for your holdings that your ledger does not have yet. Nothing
        is added until you choose Add.
      </p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {dividends.length > 1 && (
        <Button
          variant="primary"
          className="mb-2"
          disabled={adding !== null}
          onClick={addDividends}
        >
          {adding === 'all' ? 'Adding…' : `Add all ${dividends.length} dividends`}
        </Button>
      )}
      <ul
        aria-label="Market data suggestions"
        className="divide-y divide-slate-200 dark:divide-slate-800"
      >
        {(showAll ? visible : visible.slice(0, FIRST_SHOWN)).map((s) => {
          const name = title(s);
          const key = suggestionKey(s);
          return (
            <li key={key} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{name}</span>
                <span className="block text-slate-600 tabular-nums dark:text-slate-400">
                  {detail(s)}
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="primary"
                  aria-label={`Add ${name}`}
                  disabled={adding !== null}
                  onClick={() => add(s)}
                >
                  {adding === key ? 'Adding…' : 'Add'}
                </Button>
                <Button variant="ghost" aria-label={`Dismiss ${name}`} onClick={() => dismiss(s)}>
                  Dismiss
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {visible.length > FIRST_SHOWN && (
        <Button variant="ghost" className="mt-2" onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${visible.length}`}
        </Button>
      )}
    </Card>
  );
}
