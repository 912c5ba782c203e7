import type { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import {
  INCOME_FORECAST_MONTHS,
  type DividendCalendar,
  type ExpectedDividend,
} from '#shared/portfolio/portfolio-income.ts';
import { accountSharesAtStartOf } from './account-shares.ts';
import { dayOf } from './days.ts';
import {
  dividendsFromLedger,
  horizonOf,
  upcomingDividends,
  type DividendEvent,
  type KnownDividend,
} from './dividend-forecast.ts';
import type { Fx } from './fx.ts';
import { groupBySymbol } from './group-by-symbol.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import type { PositionBook } from './lots.ts';

// The dividend calendar (docs/decisions/092): each upcoming dividend of a symbol, for each
// account in scope that holds it on the ex-date, with the payment expected — the shares held at
// the start of the ex-date (today's for a later one) × the amount per share, in the security's
// currency and in the base currency at the latest rate. Pure, run in the portfolio's threads.

export interface CalendarInput {
  entries: readonly LedgerEntry[];
  /** Today's books (every account): who holds what now. */
  books: readonly PositionBook[];
  /** The market data's dividends of each symbol (paid and declared), oldest first. */
  known: ReadonlyMap<string, readonly KnownDividend[]>;
  today: string;
  /** One account's; every account's when null. */
  account: string | null;
  fx: Fx;
  baseCurrency: string;
}

export interface ExpectedPayment extends DividendEvent {
  accountId: string;
  shares: Decimal;
  amount: Decimal;
  amountBase: Decimal;
}

export const moneyText = (value: Decimal) => canonical(value.toDecimalPlaces(6));

/** The market data's dividends of a symbol, else the ones its ledger records. */
const fromLedger = new WeakMap<CalendarInput, Map<string, KnownDividend[]>>();
export function knownOf(input: CalendarInput, symbol: string, entries: readonly LedgerEntry[]) {
  const reported = input.known.get(symbol) ?? [];
  if (reported.length > 0) return reported;
  // The calendar and the yields both ask for a symbol's: worked out once per request.
  let derived = fromLedger.get(input);
  if (!derived) fromLedger.set(input, (derived = new Map()));
  let dividends = derived.get(symbol);
  if (!dividends) derived.set(symbol, (dividends = dividendsFromLedger(entries)));
  return dividends;
}

/** Every payment expected in the accounts in scope, by ex-date, then symbol and account. */
export function expectedPayments(input: CalendarInput): ExpectedPayment[] {
  const horizon = horizonOf(input.today, INCOME_FORECAST_MONTHS);
  const rateDay = dayOf(input.today);
  const payments: ExpectedPayment[] = [];
  for (const [symbol, entries] of groupBySymbol(input.entries)) {
    if (!symbol) continue;
    const accounts = new Set(
      entries
        .flatMap((e) => [e.accountId, e.toAccountId])
        .filter((id) => id && (input.account === null || id === input.account)),
    );
    if (accounts.size === 0) continue;
    const held = new Map(
      input.books.filter((b) => b.symbol === symbol).map((b) => [b.accountId, b.quantity]),
    );
    const events = upcomingDividends(symbol, knownOf(input, symbol, entries), input.today, horizon);
    for (const event of events) {
      for (const accountId of accounts) {
        const shares =
          event.exDate >= input.today
            ? (held.get(accountId) ?? decimal(0))
            : accountSharesAtStartOf(entries, accountId, event.exDate);
        if (!shares.greaterThan(0)) continue;
        const amount = shares.times(event.perShare);
        const rate = input.fx.rate(event.currency, rateDay);
        payments.push({ ...event, accountId, shares, amount, amountBase: amount.times(rate) });
      }
    }
  }
  return payments.sort(
    (a, b) =>
      a.exDate.localeCompare(b.exDate) ||
      a.symbol.localeCompare(b.symbol) ||
      a.accountId.localeCompare(b.accountId),
  );
}

export const paymentOut = (p: ExpectedPayment): ExpectedDividend => ({
  symbol: p.symbol,
  accountId: p.accountId,
  exDate: p.exDate,
  payDate: p.payDate,
  perShare: canonical(p.perShare),
  currency: p.currency,
  shares: canonical(p.shares),
  amount: moneyText(p.amount),
  amountBase: moneyText(p.amountBase),
  status: p.status,
});

export function dividendCalendarOf(input: CalendarInput): DividendCalendar {
  return {
    baseCurrency: input.baseCurrency,
    account: input.account,
    today: input.today,
    dividends: expectedPayments(input).map(paymentOut),
  };
}
