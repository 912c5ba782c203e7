import type { Decimal } from 'decimal.js';
import { formatCalendarDate, formatMoney } from '#shared/platform/format.ts';
import { addDays, isTradingDay, type MarketHoliday } from '#shared/market-data/market-hours.ts';
import { decimal } from '#shared/platform/money.ts';

// The daily summary's ex-dividend section (docs/decisions/092): the held symbols whose declared
// ex-date is the next trading day — the last close at which they could be bought with the
// dividend is the one the summary reports — with the cash per share and what the shares held
// would receive. Projections are left out: the mail says what a company declared.

/** A dividend as market data knows it (decimal strings). */
export interface DeclaredDividend {
  exDate: string;
  payDate: string | null;
  amount: string;
  currency: string;
}

/** The next trading day after `day`. */
export function nextTradingDay(day: string, holidays?: readonly MarketHoliday[]): string {
  let next = addDays(day, 1);
  while (!isTradingDay(next, holidays)) next = addDays(next, 1);
  return next;
}

/** The section's lines (a heading, one line per dividend, a blank line); [] when none. */
export function exDividendLines(
  day: string,
  shares: ReadonlyMap<string, Decimal>,
  dividends: ReadonlyMap<string, readonly DeclaredDividend[]>,
  holidays?: readonly MarketHoliday[],
): string[] {
  const next = nextTradingDay(day, holidays);
  const lines: string[] = [];
  for (const [symbol, held] of [...shares].sort(([a], [b]) => a.localeCompare(b))) {
    if (!held.greaterThan(0)) continue;
    for (const dividend of dividends.get(symbol) ?? []) {
      if (dividend.exDate <= day || dividend.exDate > next) continue;
      const perShare = decimal(dividend.amount);
      const expected = perShare.times(held).toDecimalPlaces(2).toNumber();
      const paid = dividend.payDate ? `, paid ${formatCalendarDate(dividend.payDate)}` : '';
      lines.push(
        `  ${symbol}: ${formatMoney(perShare.toNumber(), dividend.currency)} a share` +
          ` (about ${formatMoney(expected, dividend.currency)} on your ${held.toString()} shares${paid})`,
      );
    }
  }
  if (lines.length === 0) return [];
  return [`Going ex-dividend on ${formatCalendarDate(next)}:`, ...lines, ''];
}
