import { Decimal } from 'decimal.js';
import { canonical } from '#shared/platform/money.ts';
import { nyDate } from '#shared/market-data/market-hours.ts';
import type { AddPositionInput, Position } from '#shared/portfolio/portfolio.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hasSymbol, ledgerRows, toLedgerEntry } from './ledger.repo.ts';
import type { LedgerService } from './ledger.service.ts';
import { positionsOf } from './maths/positions.ts';
import type { PortfolioPool } from './portfolio-pool.ts';

// SPEC §3's positions, kept working on top of the ledger (docs/decisions/026): a position is an
// open lot of a buy, its id the buy's id; adding one records a buy dated today; deleting one
// deletes that buy (refused if a later sell needs its shares).

const MAX_DECIMAL_PLACES = 6;

/**
 * The number as the person typed it, as an exact decimal. JSON numbers that reach us are
 * already parsed doubles; their shortest round-trip text ('0.1', '1e-6') is what was sent.
 */
function exactDecimal(value: number, field: string): string {
  const exact = new Decimal(String(value));
  if (exact.decimalPlaces() > MAX_DECIMAL_PLACES) {
    throw new HttpError(
      400,
      'invalid-request',
      `${field} can have at most ${MAX_DECIMAL_PLACES} decimal places`,
    );
  }
  return canonical(exact);
}

/**
 * `pool`: where a ledger's positions are worked out, off the event loop (a ledger at the cap
 * is a second and more of CPU); without one, in this thread (tests of the service alone).
 */
export function createPortfolioService(
  deps: UserDataDeps,
  ledger: LedgerService,
  pool?: Pick<PortfolioPool, 'positions'>,
) {
  const now = deps.now ?? Date.now;
  return {
    /** The open lots; in the portfolio pool's threads when it is given. */
    async list(userId: string): Promise<Position[]> {
      if (pool) return pool.positions({ kind: 'positions', userId });
      const rows = await ledgerRows(deps.db, userId);
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return positionsOf(rows.map(toLedgerEntry), names);
    },

    async add(userId: string, input: AddPositionInput): Promise<Position> {
      const symbol = input.symbol;
      if (!symbol) throw new HttpError(400, 'invalid-request', 'Please select a stock');
      const shares = exactDecimal(input.shares, 'Shares');
      const purchasePrice = exactDecimal(input.purchasePrice, 'Purchase price');
      const buy = await ledger.create(userId, {
        type: 'buy',
        symbol,
        name: input.name ?? null,
        date: nyDate(new Date(now())),
        quantity: shares,
        price: purchasePrice,
      });
      return {
        id: buy.id,
        symbol,
        name: buy.name,
        shares,
        purchasePrice,
        addedAt: buy.createdAt,
      };
    },

    /**
     * Whether `symbol` is in the user's portfolio (any transaction of it): asked on market-data
     * cache misses (decision 015's priority), so an index lookup, never the positions' maths.
     */
    holdsSymbol: (userId: string, symbol: string) => hasSymbol(deps.db, userId, symbol),

    /** 404 when there is no such buy of this user's (no way to probe others' ids). */
    remove: (userId: string, id: string) => ledger.remove(userId, id, 'buy'),

    /** The stock page's 'Remove from Portfolio': every transaction the user has in the symbol. */
    removeSymbol: (userId: string, symbol: string) => ledger.removeSymbol(userId, symbol),
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
