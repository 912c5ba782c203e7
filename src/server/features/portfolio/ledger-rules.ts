import { canonical } from '#shared/platform/money.ts';
import type { TransactionInput } from '#shared/portfolio/portfolio-ledger.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { LedgerValues } from './ledger.repo.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import { bookSymbol, type Shortfall } from './maths/lots.ts';

// The ledger's rules beyond the input's shape (docs/decisions/026): no trade date after today,
// and no sell of more shares than were held at that point, counting splits.

export function assertNotFuture(date: string, today: string) {
  if (date > today) {
    throw new HttpError(400, 'invalid-request', `Date cannot be in the future (today is ${today})`);
  }
}

/** Refuses a write after which some sell of the symbol would exceed the shares then held. */
export function assertSellsCovered(
  symbol: string,
  entries: readonly LedgerEntry[],
  writtenId: string | null,
) {
  const result = bookSymbol(symbol, entries);
  if (!result.ok) throw shortfallError(result.shortfall, writtenId);
}

function shortfallError(shortfall: Shortfall, writtenId: string | null): HttpError {
  const { symbol, date, requested, held } = shortfall;
  const short = canonical(requested.minus(held));
  const message =
    shortfall.sellId === writtenId
      ? `You held ${canonical(held)} ${symbol} on ${date}; selling ${canonical(requested)} is ${short} short.`
      : `This change would leave your sell of ${canonical(requested)} ${symbol} on ${date} ${short} short (you would hold ${canonical(held)}).`;
  return new HttpError(409, 'insufficient-shares', message);
}

/** The row's columns for a parsed input; the other type's columns are null. */
export function valuesOf(input: TransactionInput): LedgerValues {
  const none = {
    name: null,
    quantity: null,
    price: null,
    amount: null,
    fees: null,
    splitFrom: null,
    splitTo: null,
  };
  const base = { ...none, type: input.type, symbol: input.symbol, date: input.date };
  const note = input.note?.trim() ? input.note : null;
  switch (input.type) {
    case 'buy':
    case 'sell':
      return {
        ...base,
        note,
        name: input.name?.trim() || null,
        quantity: input.quantity,
        price: input.price,
        fees: input.fees ?? null,
      };
    case 'dividend':
    case 'fee':
      return { ...base, note, amount: input.amount };
    case 'split':
      return { ...base, note, splitFrom: input.ratio.from, splitTo: input.ratio.to };
  }
}
