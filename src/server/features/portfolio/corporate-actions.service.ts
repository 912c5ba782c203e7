import type { Db } from '../../db/database.ts';
import { boughtSymbols } from './ledger.repo.ts';
import type { ReportedAction } from './maths/corporate-action-suggestions.ts';
import type { AnswerJson, PortfolioPool } from './portfolio-pool.ts';

// Dividends and splits the history provider reports for the symbols the user has held, dated
// while shares were held and not yet in the ledger: suggestions the user adds with a click,
// never written here (docs/decisions/031). The provider's actions are read here (market data
// lives on this thread); the ledger is read and compared in the portfolio pool's threads.

export type { ReportedAction };

export interface CorporateActionsDeps {
  db: Db;
  pool: Pick<PortfolioPool, 'corporateActions'>;
  /** The provider's actions of a symbol, read with the user's upstream access (app.ts). */
  reportedActions(symbol: string, userId: string): Promise<readonly ReportedAction[]>;
  log: { warn(obj: object, msg: string): void };
}

/** Symbols asked of market data at once: a first look may backfill each one's history. */
const CONCURRENT_SYMBOLS = 4;

export function createCorporateActionsService(deps: CorporateActionsDeps) {
  async function actionsOf(symbol: string, userId: string) {
    try {
      return await deps.reportedActions(symbol, userId);
    } catch (error) {
      deps.log.warn({ err: error, symbol }, 'corporate actions unavailable; symbol left out');
      return null;
    }
  }

  return {
    /** The suggestions' JSON, checked against the contract in the pool's thread. */
    async suggestions(userId: string): Promise<AnswerJson> {
      const held = await boughtSymbols(deps.db, userId);
      const actions: [string, ReportedAction[]][] = [];
      for (let i = 0; i < held.length; i += CONCURRENT_SYMBOLS) {
        const batch = held.slice(i, i + CONCURRENT_SYMBOLS);
        const found = await Promise.all(batch.map((symbol) => actionsOf(symbol, userId)));
        found.forEach((reported, k) => {
          const symbol = batch[k];
          if (reported && symbol !== undefined) actions.push([symbol, [...reported]]);
        });
      }
      return deps.pool.corporateActions({ kind: 'corporate-actions', userId, actions });
    },
  };
}

export type CorporateActionsService = ReturnType<typeof createCorporateActionsService>;
