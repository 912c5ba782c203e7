import { Decimal } from 'decimal.js';
import { canonical } from '../../../shared/money.ts';
import {
  PORTFOLIO_MAX_POSITIONS,
  type AddPositionInput,
  type Position,
} from '../../../shared/portfolio.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import {
  countPositions,
  deletePosition,
  deletePositionsOfSymbol,
  insertPosition,
  listPositions,
} from './portfolio.repo.ts';

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

export function createPortfolioService(deps: UserDataDeps) {
  const now = deps.now ?? Date.now;
  return {
    list: (userId: string) => listPositions(deps.db, userId),

    async add(userId: string, input: AddPositionInput): Promise<Position> {
      const symbol = input.symbol;
      if (!symbol) throw new HttpError(400, 'invalid-request', 'Please select a stock');
      const shares = exactDecimal(input.shares, 'Shares');
      const purchasePrice = exactDecimal(input.purchasePrice, 'Purchase price');
      if (!(await deps.symbolExists(symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${symbol}`);
      }
      return inUserTransaction(deps.db, userId, async (tx) => {
        if ((await countPositions(tx, userId)) >= PORTFOLIO_MAX_POSITIONS) {
          throw new HttpError(
            409,
            'limit-reached',
            `Your portfolio is full: it holds at most ${PORTFOLIO_MAX_POSITIONS} positions.`,
          );
        }
        const position = await insertPosition(tx, {
          userId,
          symbol,
          name: input.name?.trim() || null,
          shares,
          purchasePrice,
          addedAt: new Date(now()),
        });
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return position;
      });
    },

    /** 404 when the position does not exist or is not this user's (no way to probe others' ids). */
    remove(userId: string, id: string): Promise<void> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        if (!(await deletePosition(tx, userId, id))) {
          throw new HttpError(404, 'not-found', 'No such position in your portfolio.');
        }
        await deps.publish(tx, userId, { type: 'portfolio-changed' });
      });
    },

    /**
     * The stock page's 'Remove from Portfolio': removes every position the user holds in the
     * symbol, so the button's state (held / not held) matches the portfolio afterwards.
     */
    removeSymbol(userId: string, symbol: string): Promise<number> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const removed = await deletePositionsOfSymbol(tx, userId, symbol);
        if (removed > 0) await deps.publish(tx, userId, { type: 'portfolio-changed' });
        return removed;
      });
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
