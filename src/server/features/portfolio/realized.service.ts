import type { RealizedCsvFormat, RealizedQuery } from '#shared/portfolio/portfolio-tax.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createAnswerCache } from './answer-cache.ts';
import {
  currencyScope,
  ratesIdentity,
  US_DOLLARS_ONLY,
  type CurrencyDeps,
} from './currency-scope.ts';
import { ledgerVersion } from './ledger.repo.ts';
import type { PortfolioPool } from './portfolio-pool.ts';

// Realized gains by tax year (docs/decisions/089): the pool's thread books the ledger and writes
// the report; answers are remembered per ledger version like holdings (decision 029).

export interface RealizedDeps {
  db: Db;
  pool: PortfolioPool;
  /** The user's cost-basis preference (FIFO unless they chose average cost). */
  defaultMethod(userId: string): Promise<CostBasisMethod>;
  currencies?: CurrencyDeps;
}

export function createRealizedService(deps: RealizedDeps) {
  const currencies = deps.currencies ?? US_DOLLARS_ONLY;
  const answers = createAnswerCache<string>();
  async function report(
    userId: string,
    query: RealizedQuery,
    format: 'json' | RealizedCsvFormat,
  ): Promise<string> {
    const [version, method, scope] = await Promise.all([
      ledgerVersion(deps.db, userId),
      query.method ?? deps.defaultMethod(userId),
      currencyScope(deps.db, currencies, userId, query.account ?? null),
    ]);
    if (format === 'form-8949' && scope.baseCurrency !== 'USD') {
      throw new HttpError(
        422,
        'invalid-request',
        `Form 8949 is filed in US dollars; your base currency is ${scope.baseCurrency}. Choose US dollars in your profile, or export the plain CSV.`,
      );
    }
    const year = query.year ?? null;
    const rates = ratesIdentity(scope.rates);
    const key = JSON.stringify([
      userId,
      version,
      method,
      year,
      format,
      scope.baseCurrency,
      rates,
      scope.account,
    ]);
    return answers.get(key, () =>
      deps.pool.realized({ kind: 'realized', userId, method, year, format, ...scope }),
    );
  }
  return {
    /** The report's JSON. */
    realized: (userId: string, query: RealizedQuery) => report(userId, query, 'json'),
    /** The report as CSV text. */
    csv: (userId: string, query: RealizedQuery & { year: number }, format: RealizedCsvFormat) =>
      report(userId, query, format),
  };
}

export type RealizedService = ReturnType<typeof createRealizedService>;
