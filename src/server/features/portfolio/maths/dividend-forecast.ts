import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import type { DividendStatus } from '#shared/portfolio/portfolio-income.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import { sharesHeldAtStartOf } from './shares-held.ts';

// One symbol's dividends of the year ahead (docs/decisions/092): the ones the provider declared,
// then ones projected from the trailing 12 months of payments — their count gives the frequency
// (4 a year: every 3 months), the latest known amount per share the amount, the latest ex-date
// the anchor, and the latest known gap from ex-date to payment the pay date. Pure.

/** A dividend the market data knows (paid or declared); decimal strings. */
export interface KnownDividend {
  exDate: string;
  payDate: string | null;
  amount: string;
  currency: string;
}

export interface DividendEvent {
  symbol: string;
  exDate: string;
  payDate: string | null;
  perShare: Decimal;
  currency: string;
  status: DividendStatus;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The same day `months` later, the month's last day when it has fewer (31 Jan + 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(Math.min(day, last))}`;
}

/** When the money arrives: the pay date, else the ex-date. */
export const paymentDate = (event: { exDate: string; payDate: string | null }) =>
  event.payDate ?? event.exDate;

/** The window the calendar and forecast cover: today and the next 12 months. */
export const horizonOf = (today: string, months: number) => addMonths(today, months);

/**
 * Dividends recorded in the ledger as the market data would report them: cash per share held
 * at the start of the day (every account together), dated the day it was recorded.
 */
export function dividendsFromLedger(entries: readonly LedgerEntry[]): KnownDividend[] {
  const paid = entries.filter((e) => e.type === 'dividend' && e.amount);
  const held = sharesHeldAtStartOf(
    entries,
    paid.map((e) => e.date),
  );
  const byDate = new Map<string, KnownDividend>();
  for (const entry of paid) {
    const shares = held.get(entry.date);
    if (!shares?.greaterThan(0) || !entry.amount) continue;
    const earlier = byDate.get(entry.date);
    const perShare = entry.amount.dividedBy(shares).plus(earlier ? earlier.amount : 0);
    const amount = perShare.toDecimalPlaces(6).toString();
    byDate.set(entry.date, {
      exDate: entry.date,
      payDate: entry.date,
      amount,
      currency: entry.currency,
    });
  }
  return [...byDate.values()].sort((a, b) => a.exDate.localeCompare(b.exDate));
}

/** Payments a year could hold at most this often: monthly. */
const intervalMonths = (paymentsInYear: number) =>
  Math.min(12, Math.max(1, Math.round(12 / paymentsInYear)));

/**
 * The symbol's dividends still to come (ex-date today or later, or paid today or later) with an
 * ex-date up to `horizon`, oldest first: `known` as declared, then the projection after them.
 */
export function upcomingDividends(
  symbol: string,
  known: readonly KnownDividend[],
  today: string,
  horizon: string,
): DividendEvent[] {
  const events: DividendEvent[] = [];
  const event = (d: KnownDividend, status: DividendStatus): DividendEvent => ({
    symbol,
    exDate: d.exDate,
    payDate: d.payDate,
    perShare: decimal(d.amount),
    currency: d.currency,
    status,
  });
  for (const dividend of known) {
    const toCome = dividend.exDate >= today || (dividend.payDate ?? '') >= today;
    if (toCome && dividend.exDate <= horizon) events.push(event(dividend, 'declared'));
  }
  const yearAgo = addMonths(today, -12);
  const trailing = known.filter((d) => d.exDate >= yearAgo && d.exDate < today);
  const latest = known.at(-1);
  if (trailing.length === 0 || !latest) return events;
  const interval = intervalMonths(trailing.length);
  const withPayDate = known.filter((d) => d.payDate !== null).at(-1);
  const gap = withPayDate?.payDate ? daysBetween(withPayDate.exDate, withPayDate.payDate) : null;
  for (let k = 1; ; k++) {
    const exDate = addMonths(latest.exDate, interval * k);
    if (exDate > horizon) break;
    if (exDate < today) continue;
    const payDate = gap === null ? null : addDays(exDate, gap);
    events.push(event({ ...latest, exDate, payDate }, 'projected'));
  }
  return events;
}
