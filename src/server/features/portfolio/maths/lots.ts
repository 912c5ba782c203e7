import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { ledgerOrder, tradeCash, type LedgerEntry } from './ledger-entry.ts';

// One symbol's book: open lots, cost basis and realized gains under FIFO and average cost
// (docs/portfolio-maths.md). Pure: the same entries always give the same book.

export interface Lot {
  /** The buy the shares came from. */
  buyId: string;
  /** When that buy was entered (epoch ms). */
  createdAt: number;
  date: string;
  quantity: Decimal;
  /** Price per share as bought, adjusted by later splits. */
  price: Decimal;
  /** What the lot's shares cost, fees included; a split leaves it unchanged. */
  cost: Decimal;
}

export interface MethodBook {
  costBasis: Decimal;
  realizedGain: Decimal;
  /** Realized gain of each sell, by transaction id. */
  sells: Map<string, Decimal>;
}

export interface SymbolBook {
  symbol: string;
  quantity: Decimal;
  /** Open lots in purchase order (FIFO's view of which purchase the shares came from). */
  lots: Lot[];
  fifo: MethodBook;
  average: MethodBook;
  dividends: Decimal;
  /** Standalone fee transactions (not buy/sell fees): counted as realized losses. */
  fees: Decimal;
}

/** A sell that asks for more shares than were held at that point of the ledger. */
export interface Shortfall {
  sellId: string;
  symbol: string;
  date: string;
  requested: Decimal;
  held: Decimal;
}

export type BookResult = { ok: true; book: SymbolBook } | { ok: false; shortfall: Shortfall };

const zero = () => decimal(0);
const newMethodBook = (): MethodBook => ({
  costBasis: zero(),
  realizedGain: zero(),
  sells: new Map(),
});

/** Books one symbol's entries (any order; they are sorted by ledgerOrder). */
export function bookSymbol(symbol: string, entries: readonly LedgerEntry[]): BookResult {
  const book: SymbolBook = {
    symbol,
    quantity: zero(),
    lots: [],
    fifo: newMethodBook(),
    average: newMethodBook(),
    dividends: zero(),
    fees: zero(),
  };
  for (const entry of [...entries].sort(ledgerOrder)) {
    if (entry.type === 'buy') buy(book, entry);
    else if (entry.type === 'sell') {
      if (entry.quantity && entry.quantity.greaterThan(book.quantity)) {
        return {
          ok: false,
          shortfall: {
            sellId: entry.id,
            symbol,
            date: entry.date,
            requested: entry.quantity,
            held: book.quantity,
          },
        };
      }
      sell(book, entry);
    } else if (entry.type === 'split' && entry.ratio) split(book, entry.ratio);
    else if (entry.type === 'dividend' && entry.amount)
      book.dividends = book.dividends.plus(entry.amount);
    else if (entry.type === 'fee' && entry.amount) book.fees = book.fees.plus(entry.amount);
  }
  for (const method of [book.fifo, book.average]) {
    method.realizedGain = method.realizedGain.minus(book.fees);
  }
  return { ok: true, book };
}

function buy(book: SymbolBook, entry: LedgerEntry) {
  const cost = tradeCash(entry);
  if (!entry.quantity || !entry.price || !cost) return;
  book.lots.push({
    buyId: entry.id,
    createdAt: entry.createdAt,
    date: entry.date,
    quantity: entry.quantity,
    price: entry.price,
    cost,
  });
  book.quantity = book.quantity.plus(entry.quantity);
  book.fifo.costBasis = book.fifo.costBasis.plus(cost);
  book.average.costBasis = book.average.costBasis.plus(cost);
}

function sell(book: SymbolBook, entry: LedgerEntry) {
  const proceeds = tradeCash(entry);
  if (!entry.quantity || !proceeds) return;
  // Average cost: the sold shares carry the pool's average cost per share.
  const averageCost = book.average.costBasis.times(entry.quantity).dividedBy(book.quantity);
  book.average.costBasis = book.average.costBasis.minus(averageCost);
  record(book.average, entry.id, proceeds.minus(averageCost));
  // FIFO: the oldest lots go first, each giving up its cost pro rata.
  let remaining = entry.quantity;
  let fifoCost = zero();
  while (remaining.greaterThan(0)) {
    const lot = book.lots[0];
    if (!lot) break;
    const taken = smaller(lot.quantity, remaining);
    const costTaken = taken.equals(lot.quantity)
      ? lot.cost
      : lot.cost.times(taken).dividedBy(lot.quantity);
    lot.quantity = lot.quantity.minus(taken);
    lot.cost = lot.cost.minus(costTaken);
    fifoCost = fifoCost.plus(costTaken);
    remaining = remaining.minus(taken);
    if (lot.quantity.isZero()) book.lots.shift();
  }
  book.fifo.costBasis = book.fifo.costBasis.minus(fifoCost);
  record(book.fifo, entry.id, proceeds.minus(fifoCost));
  book.quantity = book.quantity.minus(entry.quantity);
  // Nothing held: any residue of division is no cost at all.
  if (book.quantity.isZero()) book.average.costBasis = zero();
}

function record(method: MethodBook, sellId: string, gain: Decimal) {
  method.realizedGain = method.realizedGain.plus(gain);
  method.sells.set(sellId, gain);
}

function smaller(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

/** A from→to split: each lot has to/from times the shares at from/to the price, same cost. */
function split(book: SymbolBook, ratio: { from: number; to: number }) {
  const factor = decimal(ratio.to).dividedBy(ratio.from);
  for (const lot of book.lots) {
    lot.quantity = lot.quantity.times(factor);
    lot.price = lot.price.dividedBy(factor);
  }
  book.quantity = book.quantity.times(factor);
}
