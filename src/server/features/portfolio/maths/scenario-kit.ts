import { decimal } from '#shared/platform/money.ts';
import type { CloseSeries } from './daily-series.ts';
import { dayOf } from './days.ts';
import type { LedgerEntry } from './ledger-entry.ts';

// Builders for the golden scenarios: ledgers and stored closes written as they read.

let created = 0;

interface Trade {
  quantity: string;
  price: string;
  fees?: string;
  /** Where and in what (default: account 'brokerage', USD). */
  account?: string;
  currency?: string;
}

/** Account and currency of a scenario's entry. */
interface Placed {
  account?: string;
  currency?: string;
}
const placed = (where: Placed): Partial<LedgerEntry> => ({
  ...(where.account ? { accountId: where.account } : {}),
  ...(where.currency ? { currency: where.currency } : {}),
});

function entry(
  type: LedgerEntry['type'],
  symbol: string,
  date: string,
  fields: Partial<LedgerEntry>,
): LedgerEntry {
  created += 1;
  return {
    id: `${symbol}-${created}`,
    type,
    symbol,
    date,
    quantity: null,
    price: null,
    amount: null,
    fees: null,
    ratio: null,
    createdAt: created,
    accountId: 'brokerage',
    toAccountId: '',
    currency: 'USD',
    fxRate: null,
    acquiredOn: null,
    lotMethod: null,
    lotPicks: null,
    ...fields,
  };
}

const trade = (type: 'buy' | 'sell', symbol: string, date: string, t: Trade) =>
  entry(type, symbol, date, {
    quantity: decimal(t.quantity),
    price: decimal(t.price),
    fees: t.fees ? decimal(t.fees) : null,
    ...placed(t),
  });

export const buy = (symbol: string, date: string, t: Trade) => trade('buy', symbol, date, t);
export const sell = (symbol: string, date: string, t: Trade) => trade('sell', symbol, date, t);
export const dividend = (symbol: string, date: string, amount: string) =>
  entry('dividend', symbol, date, { amount: decimal(amount) });
export const fee = (symbol: string, date: string, amount: string) =>
  entry('fee', symbol, date, { amount: decimal(amount) });
export const split = (symbol: string, date: string, from: number, to: number) =>
  entry('split', symbol, date, { ratio: { from, to } });

/** Cash of an account that belongs to no security: deposit, withdrawal, interest, account fee. */
export const cash = (
  type: 'deposit' | 'withdrawal' | 'interest' | 'account-fee',
  date: string,
  amount: string,
  where: Placed = {},
) => entry(type, '', date, { amount: decimal(amount), ...placed(where) });
export const tax = (symbol: string, date: string, amount: string, where: Placed = {}) =>
  entry('tax', symbol, date, { amount: decimal(amount), ...placed(where) });
export const dividendIn = (symbol: string, date: string, amount: string, where: Placed) =>
  entry('dividend', symbol, date, { amount: decimal(amount), ...placed(where) });
export const transferCash = (date: string, amount: string, from: string, to: string) =>
  entry('transfer-cash', '', date, { amount: decimal(amount), accountId: from, toAccountId: to });
export const transferShares = (
  symbol: string,
  date: string,
  quantity: string,
  from: string,
  to: string,
) =>
  entry('transfer-shares', symbol, date, {
    quantity: decimal(quantity),
    accountId: from,
    toAccountId: to,
  });
export const receive = (
  symbol: string,
  date: string,
  t: { quantity: string; cost: string; acquiredOn?: string } & Placed,
) =>
  entry('receive-shares', symbol, date, {
    quantity: decimal(t.quantity),
    price: decimal(t.cost),
    acquiredOn: t.acquiredOn ?? null,
    ...placed(t),
  });

/** closes({ '2024-01-02': 10, … }) */
export function closes(byDate: Record<string, number>): CloseSeries {
  const dates = Object.keys(byDate).sort();
  return {
    days: Int32Array.from(dates, dayOf),
    closes: Float64Array.from(dates, (date) => byDate[date] ?? 0),
  };
}
