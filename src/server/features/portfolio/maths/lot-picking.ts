import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import type { LedgerEntry } from './ledger-entry.ts';
import type { Lot, PositionBook } from './lots.ts';

// Which open lots a sell or a share transfer takes (docs/decisions/089, 093): the oldest first
// (at the average cost for an average-cost sale), the costliest per share first, or the ones a
// sell names. A lot partly taken is split in two, its cost shared by shares.

const zero = () => decimal(0);

/** Acquisition order: a transferred or received lot goes where its date puts it. */
export function lotOrder(a: Lot, b: Lot): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.createdAt - b.createdAt;
}

/** Shares of the lots that came from `buyId` still open in the book. */
const openOf = (book: PositionBook, buyId: string) =>
  book.lots.reduce((open, lot) => (lot.buyId === buyId ? open.plus(lot.quantity) : open), zero());

/** The first lot a specific-lot sell names that the book does not hold enough of, if any. */
export function pickShortfall(book: PositionBook, entry: LedgerEntry) {
  if (entry.lotMethod !== 'specific') return null;
  for (const pick of entry.lotPicks ?? []) {
    const open = openOf(book, pick.buyId);
    if (pick.quantity.greaterThan(open)) {
      return { buyId: pick.buyId, requested: pick.quantity, open };
    }
  }
  return null;
}

/** Highest cost per share first (cost × the other's shares: no division), then the oldest. */
const costliestFirst = (a: Lot, b: Lot) =>
  b.cost.times(a.quantity).comparedTo(a.cost.times(b.quantity)) || lotOrder(a, b);

/** The lots a sell takes, in order: by its lot method (docs/decisions/089). */
function lotsToSell(book: PositionBook, entry: LedgerEntry): Lot[] {
  if (entry.lotMethod === 'hifo') return [...book.lots].sort(costliestFirst);
  if (entry.lotMethod !== 'specific') return book.lots;
  return (entry.lotPicks ?? []).flatMap((pick) =>
    book.lots.filter((lot) => lot.buyId === pick.buyId),
  );
}

/**
 * An average-cost sale (docs/decisions/093): every open lot first takes the account's average
 * cost per share (its shares' part of the lots' total cost, the last lot the remainder so the
 * total is unchanged), then the oldest go first, as the US rule for average basis has it. The
 * lots left keep that average, so a later sale by any method starts from it.
 */
function poolLots(book: PositionBook) {
  const shares = book.lots.reduce((total, lot) => total.plus(lot.quantity), zero());
  if (shares.isZero()) return;
  const cost = book.lots.reduce((total, lot) => total.plus(lot.cost), zero());
  const costBase = book.lots.reduce((total, lot) => total.plus(lot.costBase), zero());
  let costLeft = cost;
  let costBaseLeft = costBase;
  book.lots.forEach((lot, i) => {
    const last = i === book.lots.length - 1;
    const share = lot.quantity.dividedBy(shares);
    lot.cost = last ? costLeft : cost.times(share);
    lot.costBase = last ? costBaseLeft : costBase.times(share);
    costLeft = costLeft.minus(lot.cost);
    costBaseLeft = costBaseLeft.minus(lot.costBase);
  });
}

/** Takes a sell's shares from its lots; returns the lots (or parts) taken, oldest first. */
export function takeForSale(book: PositionBook, entry: LedgerEntry): Lot[] {
  if (entry.lotMethod === 'average') poolLots(book);
  if (entry.lotMethod !== 'specific')
    return takeLots(book, entry.quantity ?? zero(), lotsToSell(book, entry));
  // Each named lot gives exactly its pick.
  return (entry.lotPicks ?? [])
    .flatMap((pick) =>
      takeLots(
        book,
        pick.quantity,
        book.lots.filter((lot) => lot.buyId === pick.buyId),
      ),
    )
    .sort(lotOrder);
}

/**
 * Takes `quantity` shares from `candidates` (the book's lots, in the order to take them; the
 * oldest first unless a sell says otherwise); returns the lots (or parts) taken.
 */
export function takeLots(
  book: PositionBook,
  quantity: Decimal,
  candidates: readonly Lot[] = book.lots,
): Lot[] {
  const taken: Lot[] = [];
  const closed = new Set<Lot>();
  let remaining = quantity;
  for (const lot of candidates) {
    if (!remaining.greaterThan(0)) break;
    if (lot.quantity.lessThanOrEqualTo(remaining)) {
      taken.push(lot);
      closed.add(lot);
      remaining = remaining.minus(lot.quantity);
      continue;
    }
    const share = remaining.dividedBy(lot.quantity);
    const part = {
      ...lot,
      quantity: remaining,
      cost: lot.cost.times(share),
      costBase: lot.costBase.times(share),
    };
    lot.quantity = lot.quantity.minus(remaining);
    lot.cost = lot.cost.minus(part.cost);
    lot.costBase = lot.costBase.minus(part.costBase);
    taken.push(part);
    remaining = zero();
  }
  if (closed.size > 0) book.lots = book.lots.filter((lot) => !closed.has(lot));
  return taken.sort(lotOrder);
}
