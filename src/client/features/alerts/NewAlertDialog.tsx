import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/platform/constants.ts';
import { Field } from '../../components/forms/Field.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useSymbolSearch } from '../../lib/symbol-search.ts';
import { AlertForm } from './AlertDialog.tsx';

const MATCHES_SHOWN = 6;

/** The Alerts page's "New alert": pick a symbol, then the alert's fields as for a stock page. */
export function NewAlertDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [symbol, setSymbol] = useState<string | null>(null);
  const close = () => {
    setSymbol(null);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={symbol ? `Create alert for ${symbol}` : 'New alert'}
    >
      {open &&
        (symbol ? (
          <AlertForm symbol={symbol} onDone={close} />
        ) : (
          <SymbolPicker onPick={setSymbol} />
        ))}
    </Dialog>
  );
}

function SymbolPicker({ onPick }: { onPick: (symbol: string) => void }) {
  const [text, setText] = useState('');
  const search = useSymbolSearch(text, {
    debounceMs: SEARCH_DEBOUNCE_MS.addPositionDialog,
    limit: MATCHES_SHOWN,
  });
  const typed = text.trim() !== '';
  return (
    <div className="mt-4 space-y-3">
      <Field
        label="Symbol or company"
        autoComplete="off"
        value={text}
        onFocus={search.loadIndex}
        onChange={(event) => setText(event.target.value)}
        hint="Type a ticker (AAPL) or a name, then pick the stock."
      />
      {typed && search.matches.length > 0 && (
        <ul
          aria-label="Matching stocks"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {search.matches.map((match) => (
            <li key={match.symbol}>
              <button
                type="button"
                onClick={() => onPick(match.symbol)}
                className="flex w-full items-baseline gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <span className="font-semibold">{match.symbol}</span>
                <span className="min-w-0 truncate text-slate-600 dark:text-slate-400">
                  {match.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {typed && !search.pending && search.matches.length === 0 && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {search.failed ? 'Failed to search stocks' : `No stock matches "${text.trim()}".`}
        </p>
      )}
    </div>
  );
}
