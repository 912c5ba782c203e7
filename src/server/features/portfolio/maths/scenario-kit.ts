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
}

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
    ...fields,
  };
}

const trade = (type: 'buy' | 'sell', symbol: string, date: string, t: Trade) =>
  entry(type, symbol, date, {
    quantity: decimal(t.quantity),
    price: decimal(t.price),
    fees: t.fees ? decimal(t.fees) : null,
  });

export const buy = (symbol: string, date: string, t: Trade) => trade('buy', symbol, date, t);
export const sell = (symbol: string, date: string, t: Trade) => trade('sell', symbol, date, t);
export const dividend = (symbol: string, date: string, amount: string) =>
  entry('dividend', symbol, date, { amount: decimal(amount) });
export const fee = (symbol: string, date: string, amount: string) =>
  entry('fee', symbol, date, { amount: decimal(amount) });
export const split = (symbol: string, date: string, from: number, to: number) =>
  entry('split', symbol, date, { ratio: { from, to } });

/** closes({ '2024-01-02': 10, … }) */
export function closes(byDate: Record<string, number>): CloseSeries {
  const dates = Object.keys(byDate).sort();
  return {
    days: Int32Array.from(dates, dayOf),
    closes: Float64Array.from(dates, (date) => byDate[date] ?? 0),
  };
}
