import { Decimal } from 'decimal.js';
import { canonical } from '#shared/platform/money.ts';
import type { TransactionInput } from '#shared/portfolio/portfolio-ledger.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { LedgerValues } from './ledger.repo.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import { groupBySymbol } from './maths/group-by-symbol.ts';
import { bookSymbol, COUNTING_SHARES, type Shortfall } from './maths/lots.ts';

// The ledger's rules beyond the input's shape (docs/decisions/026): no trade date after today,
// and no sell of more shares than were held at that point, counting splits.

export function assertNotFuture(date: string, today: string) {
  if (date > today) {
    throw new HttpError(400, 'invalid-request', `Date cannot be in the future (today is ${today})`);
  }
}

/**
 * The first sell or share transfer of the ledger (any symbols) that would exceed the shares its
 * account then held, or null when every one is covered.
 */
export function shortfallIn(entries: readonly LedgerEntry[]): Shortfall | null {
  for (const [symbol, group] of groupBySymbol(entries.filter((entry) => entry.symbol))) {
    const result = bookSymbol(symbol, group, COUNTING_SHARES);
    if (!result.ok) return result.shortfall;
  }
  return null;
}

/** A quantity at the ledger's precision (6 places): never a 40-digit quotient. */
const shown = (value: Decimal) => canonical(value.toDecimalPlaces(6, Decimal.ROUND_DOWN));

/**
 * The 409 for a shortfall; `accountName` names the account in the message (null: say nothing,
 * the user has one account).
 */
export function shortfallError(
  shortfall: Shortfall,
  writtenId: string | null,
  accountName: (id: string) => string | null,
): HttpError {
  const { symbol, date, requested, held } = shortfall;
  const short = canonical(requested.minus(held).toDecimalPlaces(6, Decimal.ROUND_UP));
  const account = accountName(shortfall.accountId);
  const where = account ? ` in ${account}` : '';
  if (shortfall.lot) {
    const { buyId, open } = shortfall.lot;
    const holds = open.isZero()
      ? 'is not open (sold, moved, or never held there)'
      : `holds only ${shown(open)} shares`;
    return new HttpError(
      409,
      'insufficient-shares',
      shortfall.sellId === writtenId
        ? `The lot ${buyId} of ${symbol}${where} ${holds} on ${date}; selling ${canonical(shortfall.lot.requested)} of it is not possible.`
        : `This change would leave your sell of ${symbol}${where} on ${date} naming the lot ${buyId}, which then ${holds}.`,
    );
  }
  const message =
    shortfall.sellId === writtenId
      ? `You held ${shown(held)} ${symbol}${where} on ${date}; ${shortfall.transfer ? 'moving' : 'selling'} ${canonical(requested)} is ${short} short.`
      : `This change would leave your ${shortfall.transfer ? 'transfer' : 'sell'} of ${canonical(requested)} ${symbol}${where} on ${date} ${short} short (you would hold ${shown(held)}).`;
  return new HttpError(409, 'insufficient-shares', message);
}

/** Where a parsed input goes and in what currency, once the service has settled them. */
export interface Placement {
  accountId: string;
  currency: string;
}

/**
 * A new sell that names no lot method takes its account's (docs/decisions/093), so its figures
 * stay as entered when the account's method changes later. An account that sells specific lots
 * needs them named: a sell without them closes the oldest first, as a broker does.
 */
export function withAccountMethod(input: TransactionInput, method: LotMethod): TransactionInput {
  if (input.type !== 'sell' || input.lotMethod) return input;
  return { ...input, lotMethod: unnamedSaleMethod(method) };
}

/** The method a sale naming none records in an account of `method`. */
export const unnamedSaleMethod = (method: LotMethod): LotMethod =>
  method === 'specific' ? 'fifo' : method;

/** The row's columns for a parsed input; the other kinds' columns are null. */
export function valuesOf(input: TransactionInput, placement: Placement): LedgerValues {
  const none = {
    name: null,
    symbol: null,
    quantity: null,
    price: null,
    amount: null,
    fees: null,
    splitFrom: null,
    splitTo: null,
    fxRate: null,
    toAccountId: null,
    acquiredOn: null,
    lotMethod: null,
    lotPicks: null,
  };
  const note = input.note?.trim() ? input.note : null;
  const base = { ...none, ...placement, type: input.type, date: input.date, note };
  switch (input.type) {
    case 'buy':
    case 'sell':
      return {
        ...base,
        symbol: input.symbol,
        name: input.name?.trim() || null,
        quantity: input.quantity,
        price: input.price,
        fees: input.fees ?? null,
        fxRate: input.fxRate ?? null,
        ...(input.type === 'sell'
          ? { lotMethod: input.lotMethod ?? null, lotPicks: input.lots ?? null }
          : {}),
      };
    case 'dividend':
    case 'fee':
    case 'tax':
      return { ...base, symbol: input.symbol, amount: input.amount };
    case 'split':
      return {
        ...base,
        symbol: input.symbol,
        splitFrom: input.ratio.from,
        splitTo: input.ratio.to,
      };
    case 'deposit':
    case 'withdrawal':
    case 'interest':
    case 'account-fee':
      return { ...base, amount: input.amount };
    case 'transfer-cash':
      return { ...base, amount: input.amount, toAccountId: input.toAccountId };
    case 'transfer-shares':
      return {
        ...base,
        symbol: input.symbol,
        quantity: input.quantity,
        toAccountId: input.toAccountId,
      };
    case 'receive-shares':
      return {
        ...base,
        symbol: input.symbol,
        name: input.name?.trim() || null,
        quantity: input.quantity,
        price: input.price,
        acquiredOn: input.acquiredOn ?? null,
      };
  }
}
