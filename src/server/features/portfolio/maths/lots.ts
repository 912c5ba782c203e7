import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { dayOf } from './days.ts';
import type { Fx } from './fx.ts';
import { lotOrder, pickShortfall, takeForSale, takeLots } from './lot-picking.ts';
import { ledgerOrder, tradeCash, type LedgerEntry } from './ledger-entry.ts';

// One symbol's books, one per account that holds it: open lots, cost basis and realized gains
// under FIFO and average cost (docs/portfolio-maths.md), in the security's currency and in the
// base currency at each trade's own rate. A share transfer moves lots with their dates and cost
// (it is not a sale). Pure: the same entries always give the same books.

/** The ledger's precision: quantities are kept to 6 decimal places (NUMERIC scale 6). */
const QUANTITY_PLACES = 6;

export interface Lot {
  /** The buy (or receipt) the shares came from. */
  buyId: string;
  /** When that entry was made (epoch ms). */
  createdAt: number;
  /** When the shares were acquired: the buy's date, or a receipt's acquisition date. */
  date: string;
  quantity: Decimal;
  /** Price per share as bought, adjusted by later splits. */
  price: Decimal;
  /** What the lot's shares cost, fees included; a split leaves it unchanged. */
  cost: Decimal;
  /** That cost in the base currency, at the rate of the day it was paid. */
  costBase: Decimal;
}

export interface MethodBook {
  costBasis: Decimal;
  costBasisBase: Decimal;
  realizedGain: Decimal;
  realizedGainBase: Decimal;
  /** The part of realizedGainBase that came from the exchange rate moving. */
  realizedCurrencyGain: Decimal;
  /** Realized gain of each sell, by transaction id (security currency). */
  sells: Map<string, Decimal>;
  /** Each sale with its cost and the lots it closed (the tax report's lines). */
  sales: Sale[];
}

/** A sale: proceeds net of fees, its cost under the method, and the lots it closed. */
export interface Sale {
  sellId: string;
  date: string;
  quantity: Decimal;
  proceeds: Decimal;
  proceedsBase: Decimal;
  cost: Decimal;
  costBase: Decimal;
  /**
   * The lots the shares came from, oldest acquisition first (FIFO). Under average cost their
   * dates still say how long each share was held (the US rule for average basis); their cost
   * is FIFO's, the sale's `cost` the pool's.
   */
  lots: readonly Lot[];
}

export interface PositionBook {
  accountId: string;
  symbol: string;
  /** The currency its trades are in. */
  currency: string;
  quantity: Decimal;
  /** Open lots, oldest acquisition first (FIFO's view of which purchase the shares came from). */
  lots: Lot[];
  fifo: MethodBook;
  average: MethodBook;
  dividends: Decimal;
  dividendsBase: Decimal;
  /** Tax withheld on its dividends. */
  taxes: Decimal;
  taxesBase: Decimal;
  /** Standalone fee transactions (not buy/sell fees): counted as realized losses. */
  fees: Decimal;
  feesBase: Decimal;
}

/** A sell or a transfer asking for more shares than the account held at that point. */
export interface Shortfall {
  sellId: string;
  symbol: string;
  accountId: string;
  date: string;
  requested: Decimal;
  held: Decimal;
  /** A share transfer rather than a sell. */
  transfer: boolean;
  /** A specific-lot sell naming a lot the account does not hold that much of (or at all). */
  lot?: { buyId: string; requested: Decimal; open: Decimal };
}

export type BookResult = { ok: true; books: PositionBook[] } | { ok: false; shortfall: Shortfall };

const zero = () => decimal(0);
const newMethodBook = (): MethodBook => ({
  costBasis: zero(),
  costBasisBase: zero(),
  realizedGain: zero(),
  realizedGainBase: zero(),
  realizedCurrencyGain: zero(),
  sells: new Map(),
  sales: [],
});

/** The rate of an entry's money into the base currency on its date (a broker's rate first). */
export function entryRate(
  entry: LedgerEntry,
  fx: Fx,
  accountCurrency: (accountId: string) => string,
  date = entry.date,
): Decimal {
  const day = dayOf(date);
  if (entry.fxRate && (entry.type === 'buy' || entry.type === 'sell')) {
    return entry.fxRate.times(fx.rate(accountCurrency(entry.accountId), day));
  }
  return decimal(fx.rate(entry.currency, day));
}

export interface BookContext {
  fx: Fx;
  accountCurrency(accountId: string): string;
}

/** For counting shares, not money: every rate reads as 1. */
export const COUNTING_SHARES: BookContext = {
  fx: { base: '', rate: () => 1 },
  accountCurrency: () => '',
};

/** Books one symbol's entries in every account (any order; they are sorted by ledgerOrder). */
export function bookSymbol(
  symbol: string,
  entries: readonly LedgerEntry[],
  context: BookContext,
): BookResult {
  const books = new Map<string, PositionBook>();
  const bookOf = (accountId: string, currency: string) => {
    let book = books.get(accountId);
    if (!book) {
      book = {
        accountId,
        symbol,
        currency,
        quantity: zero(),
        lots: [],
        fifo: newMethodBook(),
        average: newMethodBook(),
        dividends: zero(),
        dividendsBase: zero(),
        taxes: zero(),
        taxesBase: zero(),
        fees: zero(),
        feesBase: zero(),
      };
      books.set(accountId, book);
    }
    return book;
  };
  for (const entry of [...entries].sort(ledgerOrder)) {
    const book = bookOf(entry.accountId, entry.currency);
    const rate = () => entryRate(entry, context.fx, context.accountCurrency);
    if (entry.type === 'buy' || entry.type === 'receive-shares') {
      const cost =
        entry.type === 'buy' ? tradeCash(entry) : entry.quantity?.times(entry.price ?? 0);
      if (!entry.quantity || !entry.price || !cost) continue;
      const acquired = entry.acquiredOn ?? entry.date;
      const costRate =
        entry.type === 'buy'
          ? rate()
          : entryRate(entry, context.fx, context.accountCurrency, acquired);
      addLot(book, {
        buyId: entry.id,
        createdAt: entry.createdAt,
        date: acquired,
        quantity: entry.quantity,
        price: entry.price,
        cost,
        costBase: cost.times(costRate),
      });
    } else if (entry.type === 'sell' || entry.type === 'transfer-shares') {
      if (!entry.quantity) continue;
      // More shares than the account holds, or (a specific-lot sell) than a named lot holds.
      const short = entry.quantity.greaterThan(book.quantity);
      const lot = !short && entry.type === 'sell' ? pickShortfall(book, entry) : null;
      if (short || lot) {
        const shortfall: Shortfall = {
          sellId: entry.id,
          symbol,
          accountId: entry.accountId,
          date: entry.date,
          requested: entry.quantity,
          held: book.quantity,
          transfer: entry.type === 'transfer-shares',
        };
        return { ok: false, shortfall: lot ? { ...shortfall, lot } : shortfall };
      }
      if (entry.type === 'sell') sell(book, entry, rate());
      else transfer(book, bookOf(entry.toAccountId, book.currency), entry.quantity);
    } else if (entry.type === 'split' && entry.ratio) {
      for (const held of books.values()) split(held, entry.ratio);
    } else if (entry.amount) {
      const base = entry.amount.times(rate());
      if (entry.type === 'dividend') {
        book.dividends = book.dividends.plus(entry.amount);
        book.dividendsBase = book.dividendsBase.plus(base);
      } else if (entry.type === 'tax') {
        book.taxes = book.taxes.plus(entry.amount);
        book.taxesBase = book.taxesBase.plus(base);
      } else if (entry.type === 'fee') {
        book.fees = book.fees.plus(entry.amount);
        book.feesBase = book.feesBase.plus(base);
      }
    }
  }
  for (const book of books.values()) {
    for (const method of [book.fifo, book.average]) {
      method.realizedGain = method.realizedGain.minus(book.fees);
      method.realizedGainBase = method.realizedGainBase.minus(book.feesBase);
    }
  }
  return { ok: true, books: [...books.values()] };
}

function addLot(book: PositionBook, lot: Lot) {
  const last = book.lots[book.lots.length - 1];
  book.lots.push(lot);
  if (last && lotOrder(last, lot) > 0) book.lots.sort(lotOrder);
  book.quantity = book.quantity.plus(lot.quantity);
  for (const method of [book.fifo, book.average]) {
    method.costBasis = method.costBasis.plus(lot.cost);
    method.costBasisBase = method.costBasisBase.plus(lot.costBase);
  }
}

/** The average-cost pool's cost of `quantity` shares, local and base, taken out of the pool. */
function takeAverage(book: PositionBook, quantity: Decimal) {
  const pool = book.average;
  const all = quantity.equals(book.quantity);
  const cost = all ? pool.costBasis : pool.costBasis.times(quantity).dividedBy(book.quantity);
  const costBase = all
    ? pool.costBasisBase
    : pool.costBasisBase.times(quantity).dividedBy(book.quantity);
  pool.costBasis = pool.costBasis.minus(cost);
  pool.costBasisBase = pool.costBasisBase.minus(costBase);
  return { cost, costBase };
}

function sell(book: PositionBook, entry: LedgerEntry, rate: Decimal) {
  const proceeds = tradeCash(entry);
  if (!entry.quantity || !proceeds) return;
  const proceedsBase = proceeds.times(rate);
  const average = takeAverage(book, entry.quantity);
  const lots = takeForSale(book, entry);
  const fifoCost = lots.reduce((total, lot) => total.plus(lot.cost), zero());
  const fifoCostBase = lots.reduce((total, lot) => total.plus(lot.costBase), zero());
  book.fifo.costBasis = book.fifo.costBasis.minus(fifoCost);
  book.fifo.costBasisBase = book.fifo.costBasisBase.minus(fifoCostBase);
  const sale = { sellId: entry.id, date: entry.date, quantity: entry.quantity, lots };
  const proceedsOf = { proceeds, proceedsBase };
  record(book.average, { ...sale, ...proceedsOf, cost: average.cost, costBase: average.costBase });
  record(book.fifo, { ...sale, ...proceedsOf, cost: fifoCost, costBase: fifoCostBase });
  book.quantity = book.quantity.minus(entry.quantity);
  if (book.quantity.isZero()) emptied(book);
}

/**
 * A realized gain, and its currency part: the proceeds at the sale's rate less the proceeds at
 * the rate the shares' cost was paid at (cost base / cost). The price part is the rest.
 */
function record(method: MethodBook, sale: Sale) {
  const { sellId, proceeds, proceedsBase, cost, costBase } = sale;
  method.sales.push(sale);
  const gainBase = proceedsBase.minus(costBase);
  const paidRate = cost.isZero() ? null : costBase.dividedBy(cost);
  const currencyPart = paidRate ? proceedsBase.minus(proceeds.times(paidRate)) : zero();
  method.realizedGain = method.realizedGain.plus(proceeds.minus(cost));
  method.realizedGainBase = method.realizedGainBase.plus(gainBase);
  method.realizedCurrencyGain = method.realizedCurrencyGain.plus(currencyPart);
  method.sells.set(sellId, proceeds.minus(cost));
}

/** Moves shares to another account of the user: lots keep their dates and cost; no gain. */
function transfer(from: PositionBook, to: PositionBook, quantity: Decimal) {
  const average = takeAverage(from, quantity);
  const lots = takeLots(from, quantity);
  from.fifo.costBasis = from.fifo.costBasis.minus(lots.reduce((t, l) => t.plus(l.cost), zero()));
  from.fifo.costBasisBase = from.fifo.costBasisBase.minus(
    lots.reduce((t, l) => t.plus(l.costBase), zero()),
  );
  from.quantity = from.quantity.minus(quantity);
  if (from.quantity.isZero()) emptied(from);
  for (const lot of lots) {
    to.lots.push(lot);
    to.quantity = to.quantity.plus(lot.quantity);
    to.fifo.costBasis = to.fifo.costBasis.plus(lot.cost);
    to.fifo.costBasisBase = to.fifo.costBasisBase.plus(lot.costBase);
  }
  to.lots.sort(lotOrder);
  to.average.costBasis = to.average.costBasis.plus(average.cost);
  to.average.costBasisBase = to.average.costBasisBase.plus(average.costBase);
}

/** Nothing held: any residue of division is no cost at all. */
function emptied(book: PositionBook) {
  book.lots = [];
  for (const method of [book.fifo, book.average]) {
    method.costBasis = zero();
    method.costBasisBase = zero();
  }
}

/**
 * A from→to split: each lot has to/from times the shares (kept at the ledger's precision, as a
 * broker pays the fraction it cannot hold in cash) at from/to the price, same cost. The account
 * then holds what its lots add up to, so it can always be sold to zero.
 */
function split(book: PositionBook, ratio: { from: number; to: number }) {
  const factor = decimal(ratio.to).dividedBy(ratio.from);
  let quantity = zero();
  for (const lot of book.lots) {
    lot.quantity = lot.quantity.times(factor).toDecimalPlaces(QUANTITY_PLACES);
    lot.price = lot.price.dividedBy(factor);
    quantity = quantity.plus(lot.quantity);
  }
  book.quantity = quantity;
}
