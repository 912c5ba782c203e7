import Big from 'big.js';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import { formatCalendarDate } from '#shared/platform/format.ts';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { priceText } from './money-display.ts';

const METHOD_LABELS: Record<LotMethod, string> = {
  fifo: 'Oldest first (FIFO)',
  average: 'Average cost',
  hifo: 'Highest cost first',
  specific: 'Choose lots',
};

/** Shares typed per lot (by buy id); a blank or unreadable entry counts as none. */
export type LotPicks = Record<string, string>;

const shares = (quantity: string) => `${quantity} ${quantity === '1' ? 'share' : 'shares'}`;
const DECIMAL = /^\d+(\.\d+)?$/;
const picked = (picks: LotPicks) =>
  Object.entries(picks).filter(([, quantity]) => DECIMAL.test(quantity) && Number(quantity) > 0);

/** The lots to send for a 'specific' sale. */
export const lotsToSend = (picks: LotPicks) =>
  picked(picks).map(([buyId, quantity]) => ({ buyId, quantity }));

/**
 * Why the chosen lots cannot be sent, or null: every entry a number, one at least, none above
 * its lot, and the total the shares sold.
 */
export function picksProblem(picks: LotPicks, lots: Holding['lots'], sold: string) {
  for (const lot of lots) {
    const entry = (picks[lot.buyId] ?? '').trim();
    if (entry && !DECIMAL.test(entry))
      return `Enter a number of shares for the ${formatCalendarDate(lot.date)} lot`;
    if (entry && new Big(entry).gt(lot.quantity))
      return `The ${formatCalendarDate(lot.date)} lot has only ${shares(lot.quantity)} open`;
  }
  const total = picked(picks).reduce((sum, [, quantity]) => sum.plus(quantity), new Big(0));
  if (total.eq(0)) return 'Enter the shares to sell from one lot at least';
  if (!DECIMAL.test(sold.trim())) return null;
  return total.eq(sold.trim())
    ? null
    : `The lots chosen add up to ${shares(total.toFixed())}; the sale is ${sold.trim()}`;
}

/** The lot choice of a sale and, for 'Choose lots', the account's open lots with a share entry each. */
export function SellLots({
  method,
  onMethod,
  lots,
  currency,
  picks,
  onPicks,
  problem,
  tried,
}: {
  method: LotMethod;
  onMethod: (method: LotMethod) => void;
  /** The open lots of the symbol in the chosen account, oldest first. */
  lots: Holding['lots'];
  currency: string;
  picks: LotPicks;
  onPicks: (picks: LotPicks) => void;
  /** Shown under the lots while their total is not the sale's; an alert once a send was tried. */
  problem: string | null;
  tried: boolean;
}) {
  return (
    <div className="space-y-3">
      <SelectField
        label="Lots"
        value={method}
        onChange={(event) => onMethod(event.target.value as LotMethod)}
      >
        {Object.entries(METHOD_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {method === 'specific' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Shares to sell from each lot</legend>
          {lots.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              This account holds no open lots of it.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {lots.map((lot) => {
                const acquired = formatCalendarDate(lot.date);
                return (
                  <li key={lot.buyId} className="flex items-center gap-3 px-3 py-2">
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-medium">Acquired {acquired}</p>
                      <p className="text-slate-600 dark:text-slate-400">
                        {shares(lot.quantity)} open · {priceText(lot.price, currency)} per share
                      </p>
                    </div>
                    <input
                      aria-label={`Shares from the lot acquired ${acquired} at ${priceText(lot.price, currency)}`}
                      inputMode="decimal"
                      placeholder="0"
                      value={picks[lot.buyId] ?? ''}
                      onChange={(event) => onPicks({ ...picks, [lot.buyId]: event.target.value })}
                      className="w-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-right text-base text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {problem && (
            <p
              role={tried ? 'alert' : 'status'}
              className={
                tried
                  ? 'text-sm text-red-700 dark:text-red-400'
                  : 'text-sm text-slate-600 dark:text-slate-400'
              }
            >
              {problem}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
