import type { Decimal } from 'decimal.js';
import type { TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';

/** A ledger transaction as the maths sees it: exact decimals, no I/O shapes. */
export interface LedgerEntry {
  id: string;
  type: TransactionType;
  accountId: string;
  /** The receiving account of a transfer; '' otherwise. */
  toAccountId: string;
  /** '' for cash that belongs to no security (deposits, interest…). */
  symbol: string;
  /** Trade date 'YYYY-MM-DD'. */
  date: string;
  quantity: Decimal | null;
  price: Decimal | null;
  amount: Decimal | null;
  fees: Decimal | null;
  ratio: { from: number; to: number } | null;
  /** ISO 4217 currency of price, amount and fees. */
  currency: string;
  /** The broker's rate into the account's currency (one unit of `currency` = fxRate). */
  fxRate: Decimal | null;
  /** Shares received: the date their lot was first acquired. */
  acquiredOn: string | null;
  /** Entry time (epoch ms): orders two transactions of one type on one date. */
  createdAt: number;
  /** A sell's lots: the oldest first (null, 'fifo'), the costliest per share first, or named. */
  lotMethod: LotMethod | null;
  /** The lots a 'specific' sell names, by the buy (or receipt) they came from. */
  lotPicks: { buyId: string; quantity: Decimal }[] | null;
}

/**
 * Within one trade date: a split first (its ex-date opens at the new share count, so a buy that
 * day is in post-split shares), then money and shares coming in, buys, income and costs, sells,
 * and money and shares going out last, so a same-day buy and sell (or transfer) works whatever
 * order they were typed in (docs/decisions/026, 085).
 */
const DAY_ORDER: Record<TransactionType, number> = {
  split: 0,
  deposit: 1,
  'receive-shares': 1,
  buy: 2,
  dividend: 3,
  interest: 3,
  tax: 4,
  fee: 4,
  'account-fee': 4,
  sell: 5,
  'transfer-shares': 6,
  'transfer-cash': 7,
  withdrawal: 7,
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

/** Kinds that take cash out of the account (`amount`, or a buy's cost). */
const CASH_OUT: ReadonlySet<TransactionType> = new Set([
  'buy',
  'fee',
  'tax',
  'account-fee',
  'withdrawal',
  'transfer-cash',
]);

/**
 * The entry's effect on its account's cash: the currency it settles in and the signed amount
 * (null when it moves no cash). A trade with a broker's rate settles in the account's currency.
 */
export function cashEffect(
  entry: LedgerEntry,
  accountCurrency: (accountId: string) => string,
): { currency: string; amount: Decimal } | null {
  const gross =
    entry.type === 'buy' || entry.type === 'sell'
      ? tradeCash(entry)
      : entry.type === 'split' ||
          entry.type === 'transfer-shares' ||
          entry.type === 'receive-shares'
        ? null
        : entry.amount;
  if (!gross) return null;
  const signed = CASH_OUT.has(entry.type) ? gross.negated() : gross;
  if (entry.fxRate && (entry.type === 'buy' || entry.type === 'sell')) {
    return { currency: accountCurrency(entry.accountId), amount: signed.times(entry.fxRate) };
  }
  return { currency: entry.currency, amount: signed };
}
