import type { Decimal } from 'decimal.js';
import type { TransactionType } from '#shared/portfolio/portfolio-ledger.ts';

/** A ledger transaction as the maths sees it: exact decimals, no I/O shapes. */
export interface LedgerEntry {
  id: string;
  type: TransactionType;
  symbol: string;
  /** Trade date 'YYYY-MM-DD'. */
  date: string;
  quantity: Decimal | null;
  price: Decimal | null;
  amount: Decimal | null;
  fees: Decimal | null;
  ratio: { from: number; to: number } | null;
  /** Entry time (epoch ms): orders two transactions of one type on one date. */
  createdAt: number;
}

/**
 * Within one trade date: a split first (its ex-date opens at the new share count, so a buy that
 * day is in post-split shares), then buys, dividends, fees and sells last, so a same-day buy and
 * sell works whatever order they were typed in (docs/decisions/026).
 */
const DAY_ORDER: Record<TransactionType, number> = {
  split: 0,
  buy: 1,
  dividend: 2,
  fee: 3,
  sell: 4,
};

export function ledgerOrder(a: LedgerEntry, b: LedgerEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const byType = DAY_ORDER[a.type] - DAY_ORDER[b.type];
  if (byType !== 0) return byType;
  if (a.createdAt !== b.createdAt) return a.createdAt - b.createdAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Cash a buy costs (quantity × price + fees) or a sell brings (quantity × price − fees). */
export function tradeCash(entry: LedgerEntry): Decimal | null {
  if (!entry.quantity || !entry.price) return null;
  const gross = entry.quantity.times(entry.price);
  const fees = entry.fees ?? gross.times(0);
  return entry.type === 'buy' ? gross.plus(fees) : gross.minus(fees);
}
