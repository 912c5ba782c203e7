import { useState } from 'react';
import type {
  ImportSuggestion,
  OpeningAccept,
  OpeningOffer,
} from '#shared/portfolio/portfolio-import-offers.ts';
import { Field } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ASK_LABELS } from './suggestion-draft.ts';

// What an import offers beside its rows: rows that change shares, each one click from the entry
// form filled from the row, and the opening positions the file's sells and dividends need.

const box = 'mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-800';

/** The rows to enter by hand, each with what it still needs and a button that opens the form. */
export function SuggestionList({
  suggestions,
  entered,
  onOpen,
}: {
  suggestions: readonly ImportSuggestion[];
  /** Lines already entered from this list. */
  entered: ReadonlySet<number>;
  onOpen: (suggestion: ImportSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label="To enter by hand" className={box}>
      <h3 className="text-sm font-semibold">To enter by hand</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        These lines change your shares but need a detail the file does not give.
      </p>
      <ul className="mt-2 max-h-48 space-y-2 overflow-y-auto text-sm">
        {suggestions.map((s) => (
          <li key={s.line} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 flex-1 basis-60">
              <span className="font-medium tabular-nums">Line {s.line}:</span> {s.reason} —{' '}
              {/* A date or a share count is never broken across lines on a phone. */}
              <span className="whitespace-nowrap">
                <span className="font-medium">{s.symbol}</span> {s.date}
              </span>
              {s.quantity && (
                <span className="whitespace-nowrap tabular-nums">, {s.quantity} shares</span>
              )}
              {s.ask.length > 0 && (
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  (give the {s.ask.map((ask) => ASK_LABELS[ask]).join(' and ')})
                </span>
              )}
            </span>
            {entered.has(s.line) ? (
              <span className="ml-auto text-emerald-700 dark:text-emerald-400">Entered</span>
            ) : (
              // Beside its line, or under it on the right when the line is long.
              <Button
                className="ml-auto"
                onClick={() => onOpen(s)}
                aria-label={`Enter line ${s.line} (${s.symbol})`}
              >
                Enter…
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Choice {
  on: boolean;
  quantity: string;
  price: string;
}

const choiceOf = (offer: OpeningOffer, accepted: OpeningAccept): Choice => {
  const given = accepted.find((accept) => accept.symbol === offer.symbol);
  return {
    on: offer.accepted || given !== undefined,
    quantity: given?.quantity ?? '',
    price: given?.price ?? '',
  };
};

/**
 * The opening positions offered: each ticked adds the shares the day before the file starts,
 * at the cost per share given (empty: unknown); 'Update preview' asks the server again.
 */
export function OpeningOffers({
  offers,
  accepted,
  onApply,
  disabled,
}: {
  offers: readonly OpeningOffer[];
  accepted: OpeningAccept;
  onApply: (next: OpeningAccept) => void;
  disabled?: boolean;
}) {
  const [choices, setChoices] = useState(() => offers.map((offer) => choiceOf(offer, accepted)));
  if (offers.length === 0) return null;
  const change = (index: number, part: Partial<Choice>) =>
    setChoices((current) =>
      current.map((choice, at) => (at === index ? { ...choice, ...part } : choice)),
    );
  const apply = () =>
    onApply(
      offers.flatMap((offer, index) => {
        const choice = choices[index];
        if (!choice?.on) return [];
        return [
          {
            symbol: offer.symbol,
            ...(choice.quantity.trim() ? { quantity: choice.quantity.trim() } : {}),
            ...(choice.price.trim() ? { price: choice.price.trim() } : {}),
          },
        ];
      }),
    );
  return (
    <section aria-label="History before this file" className={box}>
      <h3 className="text-sm font-semibold">History before this file</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Some lines sell or pay dividends on shares this file never bought. Add them as an opening
        position held before the file starts.
      </p>
      <ul className="mt-2 space-y-3 text-sm">
        {offers.map((offer, index) => {
          const choice = choices[index] ?? { on: false, quantity: '', price: '' };
          return (
            <li key={`${offer.symbol}-${index}`} className="space-y-2">
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={choice.on}
                  onChange={(event) => change(index, { on: event.target.checked })}
                />
                <span>
                  <span className="font-medium">{offer.symbol}</span>:{' '}
                  {offer.quantity ? `${offer.quantity} shares` : 'shares'} held on {offer.date}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({offer.lines.length === 1 ? 'line' : 'lines'} {offer.lines.join(', ')})
                    {offer.accepted ? ' — included' : ''}
                  </span>
                </span>
              </label>
              {choice.on && (
                <div className="grid grid-cols-1 gap-2 pl-6 sm:grid-cols-2">
                  <Field
                    label={offer.quantity ? 'Shares (optional)' : 'Shares'}
                    inputMode="decimal"
                    placeholder={offer.quantity ?? ''}
                    value={choice.quantity}
                    onChange={(event) => change(index, { quantity: event.target.value })}
                  />
                  <Field
                    label="Cost per share (optional)"
                    inputMode="decimal"
                    hint="Empty: unknown"
                    value={choice.price}
                    onChange={(event) => change(index, { price: event.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-end">
        <Button onClick={apply} disabled={disabled}>
          Update preview
        </Button>
      </div>
    </section>
  );
}
