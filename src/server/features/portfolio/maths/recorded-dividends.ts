import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { dayOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';

// Which reported dividends the ledger already has. A broker books a dividend on its pay date,
// typically two to four weeks after the ex-date the provider reports, so a dividend recorded on
// the ex-date, or one recorded up to PAY_DATE_WINDOW_DAYS after it for about the same amount,
// is that payment: it is not suggested again.

/** Days after the ex-date a pay date may fall: 2–4 weeks is usual, some pay later. */
export const PAY_DATE_WINDOW_DAYS = 45;
/** How far a recorded amount may be from the suggested one: per-share rounding by the broker. */
export const AMOUNT_TOLERANCE = { relative: '0.02', absolute: '0.01' } as const;

interface Recorded {
  day: number;
  amount: Decimal;
  used: boolean;
}

function closeEnough(recorded: Decimal, expected: Decimal) {
  const relative = expected.times(AMOUNT_TOLERANCE.relative);
  const allowed = relative.greaterThan(AMOUNT_TOLERANCE.absolute)
    ? relative
    : decimal(AMOUNT_TOLERANCE.absolute);
  return recorded.minus(expected).abs().lessThanOrEqualTo(allowed);
}

/**
 * A matcher over one symbol's recorded dividends. Ask it in ex-date order: each recorded
 * dividend answers for one payment only, the earliest it fits. The same ex-date matches whatever
 * the amount (as before: the user recorded that day's payment); a later date must fall within
 * the window and match the amount.
 */
export function recordedDividends(entries: readonly LedgerEntry[]) {
  const recorded: Recorded[] = entries
    .filter((entry) => entry.type === 'dividend' && entry.amount !== null)
    .map((entry) => ({ day: dayOf(entry.date), amount: entry.amount ?? decimal(0), used: false }))
    .sort((a, b) => a.day - b.day);
  return {
    /** True (and the recorded dividend taken) when the payment of `exDate` is recorded. */
    take(exDate: string, expected: Decimal): boolean {
      const exDay = dayOf(exDate);
      const found =
        recorded.find((r) => !r.used && r.day === exDay) ??
        recorded.find(
          (r) =>
            !r.used &&
            r.day > exDay &&
            r.day <= exDay + PAY_DATE_WINDOW_DAYS &&
            closeEnough(r.amount, expected),
        );
      if (!found) return false;
      found.used = true;
      return true;
    },
  };
}
