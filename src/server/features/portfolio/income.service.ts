import { LRUCache } from 'lru-cache';
import { nyDate } from '#shared/market-data/market-hours.ts';
import type { IncomeQuery } from '#shared/portfolio/portfolio-income.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../plugins/errors.ts';
import { accountCurrencies } from './accounts.repo.ts';
import { createAnswerCache, type AnswerCache } from './answer-cache.ts';
import { latestCloses } from './closes.repo.ts';
import {
  currencyScope,
  ratesIdentity,
  US_DOLLARS_ONLY,
  type CurrencyDeps,
} from './currency-scope.ts';
import { ledgerSymbols, ledgerVersion } from './ledger.repo.ts';
import type { KnownDividend } from './maths/dividend-forecast.ts';
import type { AnswerJson, PortfolioPool } from './portfolio-pool.ts';

// The dividend calendar and the income view (docs/decisions/092). The market data's dividends
// of the ledger's symbols are read here, on the event loop where market data lives, and kept an
// hour (they change with a declaration, a few times a quarter); the ledger, the books and the
// answer are the pool's thread's, remembered per ledger version like holdings (decision 029).

export interface IncomeDeps {
  db: Db;
  pool: Pick<PortfolioPool, 'income'>;
  /** The market data's dividends of a symbol, read with the user's upstream access. */
  dividends(symbol: string, userId: string): Promise<KnownDividend[]>;
  currencies?: CurrencyDeps;
  log: { warn(obj: object, msg: string): void };
  answers?: AnswerCache<AnswerJson>;
  now?: () => number;
}

/** Symbols asked of market data at once: a first look may backfill each one's history. */
const CONCURRENT_SYMBOLS = 4;
const KNOWN_TTL_MS = 60 * 60_000;
/** A symbol whose dividends could not be read is asked again after this. */
const FAILED_TTL_MS = 60_000;

export function createIncomeService(deps: IncomeDeps) {
  const currencies = deps.currencies ?? US_DOLLARS_ONLY;
  const now = deps.now ?? Date.now;
  const answers = deps.answers ?? createAnswerCache<AnswerJson>();
  // Per process, every user's symbols: dividends are the market's, not the user's.
  const known = new LRUCache<string, { dividends: KnownDividend[] }>({
    max: 5_000,
    ttl: KNOWN_TTL_MS,
  });

  async function knownOf(symbol: string, userId: string) {
    const kept = known.get(symbol);
    if (kept) return kept.dividends;
    try {
      const dividends = await deps.dividends(symbol, userId);
      known.set(symbol, { dividends });
      return dividends;
    } catch (error) {
      // Left out (the projection falls back on the ledger's own payments), asked again soon.
      deps.log.warn({ err: error, symbol }, 'dividends unavailable; the ledger’s are used');
      known.set(symbol, { dividends: [] }, { ttl: FAILED_TTL_MS });
      return [];
    }
  }

  async function knownFor(symbols: string[], userId: string) {
    const found: [string, KnownDividend[]][] = [];
    for (let i = 0; i < symbols.length; i += CONCURRENT_SYMBOLS) {
      const batch = symbols.slice(i, i + CONCURRENT_SYMBOLS);
      const lists = await Promise.all(batch.map((symbol) => knownOf(symbol, userId)));
      batch.forEach((symbol, k) => found.push([symbol, lists[k] ?? []]));
    }
    return found;
  }

  async function answer(userId: string, view: 'calendar' | 'income', query: IncomeQuery) {
    const [symbols, accounts] = await Promise.all([
      ledgerSymbols(deps.db, userId),
      query.account ? accountCurrencies(deps.db, userId) : null,
    ]);
    if (query.account && !accounts?.has(query.account)) {
      throw new HttpError(404, 'not-found', 'No such account in your portfolio.');
    }
    const [version, scope, dividends, closes] = await Promise.all([
      ledgerVersion(deps.db, userId),
      currencyScope(deps.db, currencies, userId, query.account ?? null),
      knownFor(symbols, userId),
      view === 'income' ? latestCloses(deps.db, symbols) : new Map(),
    ]);
    const prices: [string, number][] = [...closes].map(([symbol, latest]) => [
      symbol,
      latest.close,
    ]);
    const today = nyDate(new Date(now()));
    // Dividends are known by each list's length and newest entry (a declaration adds one).
    const knownIdentity = dividends.map(([symbol, list]) => [symbol, list.length, list.at(-1)]);
    const key = JSON.stringify([
      userId,
      version,
      view,
      today,
      scope.baseCurrency,
      ratesIdentity(scope.rates),
      scope.account,
      knownIdentity,
      prices,
    ]);
    return answers.get(key, () =>
      deps.pool.income({ kind: 'income', userId, view, today, known: dividends, prices, ...scope }),
    );
  }

  return {
    /** The dividend calendar's JSON. */
    calendar: (userId: string, query: IncomeQuery) => answer(userId, 'calendar', query),
    /** The income view's JSON. */
    income: (userId: string, query: IncomeQuery) => answer(userId, 'income', query),
  };
}

export type IncomeService = ReturnType<typeof createIncomeService>;
