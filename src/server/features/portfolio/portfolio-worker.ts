import { serializerCompiler } from 'fastify-type-provider-zod';
import { workerData } from 'node:worker_threads';
import type { PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { connectDatabase, type Database } from '../../db/database.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import { decimal, sum } from '#shared/platform/money.ts';
import { accountCurrencies, accountKinds } from './accounts.repo.ts';
import { form8949Csv, plainRealizedCsv } from './realized-csv.ts';
import { incomeAnswer, type IncomeTaskFields } from './income-task.ts';
import { realizedOf } from './maths/realized.ts';
import type { RealizedCsvFormat } from '#shared/portfolio/portfolio-tax.ts';
import { buyNames, buyNamesById, ledgerText } from './ledger.repo.ts';
import { cashOf } from './maths/cash.ts';
import type { CloseSeries } from './maths/daily-series.ts';
import { dayOf } from './maths/days.ts';
import { fxOf, type RateSeries } from './maths/fx.ts';
import type { LedgerEntry } from './maths/ledger-entry.ts';
import { suggestionsOf, type ReportedAction } from './maths/corporate-action-suggestions.ts';
import { groupBySymbol } from './maths/group-by-symbol.ts';
import { holdingsOf, type PriceNow } from './maths/holdings.ts';
import { bookSymbol, entryRate, type BookContext, type PositionBook } from './maths/lots.ts';
import { parseLedger } from './maths/parse-ledger.ts';
import { memoBooks, memoLedger } from './ledger-memo.ts';
import { ratesIdentity } from './currency-scope.ts';
import { performanceOf } from './maths/performance.ts';
import { positionsOf } from './maths/positions.ts';

// Runs in a worker thread of the portfolio pool (portfolio-pool.ts): the maths of one request,
// away from the event loop that answers everyone else (decision 027). The thread reads the
// user's ledger itself and answers with the finished JSON, checked against the route's
// contract: a 100,000-transaction ledger is a 10 MB text and its answer 100-200 kB, which cost
// the event loop 40-60 ms a request when they passed through it.

/** What every figure in the base currency needs: the currency, its rates, the scope. */
export interface CurrencyScope {
  baseCurrency: string;
  /** Each other currency's daily rates into the base currency (shared memory, like closes). */
  rates: [string, RateSeries][];
  /** One account's figures; every account's when null. */
  account: string | null;
}

export type PortfolioTask =
  | ({
      kind: 'performance';
      userId: string;
      /** Typed arrays on shared memory: no copy on the way in. */
      closes: [string, CloseSeries][];
      range: PerformanceRange;
      benchmark: string;
      today: string;
    } & CurrencyScope)
  | ({
      kind: 'holdings';
      userId: string;
      method: CostBasisMethod;
      prices: [string, PriceNow][];
      today: string;
    } & CurrencyScope)
  | ({
      kind: 'realized';
      userId: string;
      method: CostBasisMethod;
      /** The tax year; the latest with a sale when null. */
      year: number | null;
      format: 'json' | RealizedCsvFormat;
    } & CurrencyScope)
  | ({ kind: 'income' } & IncomeTaskFields & CurrencyScope)
  | { kind: 'positions'; userId: string }
  | { kind: 'corporate-actions'; userId: string; actions: [string, ReportedAction[]][] };

/** The thread's own connection to the app's database (its URL comes with the pool). */
let database: Database | undefined;
const db = () => (database ??= connectDatabase((workerData as { url: string }).url, { max: 1 })).db;

// The serialisers the routes would use: the same checks, the same bytes.
const serialise = {
  holdings: serializerCompiler({
    schema: portfolioContract.holdings.response,
    method: 'GET',
    url: portfolioContract.holdings.path,
  }),
  corporateActions: serializerCompiler({
    schema: portfolioContract.corporateActions.response,
    method: 'GET',
    url: portfolioContract.corporateActions.path,
  }),
  performance: serializerCompiler({
    schema: portfolioContract.performance.response,
    method: 'GET',
    url: portfolioContract.performance.path,
  }),
  realized: serializerCompiler({
    schema: portfolioContract.realizedGains.response,
    method: 'GET',
    url: portfolioContract.realizedGains.path,
  }),
};

/** The tax-year report (docs/decisions/089), as JSON or one of its CSVs. */
async function realized(task: Extract<PortfolioTask, { kind: 'realized' }>): Promise<string> {
  const [ledger, context, accounts] = await Promise.all([
    memoLedger(db(), task.userId),
    contextOf(task.userId, task),
    accountKinds(db(), task.userId),
  ]);
  const report = realizedOf({
    books: memoBooks(ledger, context, context.key),
    entries: ledger.entries,
    method: task.method,
    year: task.year,
    account: task.account,
    accounts,
    baseCurrency: task.baseCurrency,
  });
  if (task.format === 'form-8949') return form8949Csv(report);
  if (task.format === 'plain') return plainRealizedCsv(report, accounts);
  return serialise.realized(report);
}

/** Every symbol's books; the ledger's writes keep them valid, so a failure is a bug. */
export function booksOf(entries: readonly LedgerEntry[], context: BookContext): PositionBook[] {
  const books: PositionBook[] = [];
  for (const [symbol, group] of groupBySymbol(entries)) {
    if (!symbol) continue;
    const result = bookSymbol(symbol, group, context);
    if (!result.ok) throw new Error(`ledger of ${symbol} has an uncovered sell`);
    books.push(...result.books);
  }
  return books;
}

async function contextOf(userId: string, scope: CurrencyScope) {
  const currencies = await accountCurrencies(db(), userId);
  const fx = fxOf(scope.baseCurrency, new Map(scope.rates));
  // What books depend on besides the entries: published rates are known by their count and
  // newest value (as the answer cache knows them), accounts by their currencies.
  const key = JSON.stringify([scope.baseCurrency, ratesIdentity(scope.rates), [...currencies]]);
  return { fx, key, accountCurrency: (id: string) => currencies.get(id) ?? scope.baseCurrency };
}

/** Interest received and account fees paid in scope, each at its own day's rate. */
function cashIncome(entries: readonly LedgerEntry[], context: BookContext, account: string | null) {
  const of = (type: LedgerEntry['type']) =>
    sum(
      entries
        .filter((e) => e.type === type && e.amount && (account === null || e.accountId === account))
        .map((e) =>
          (e.amount ?? decimal(0)).times(entryRate(e, context.fx, context.accountCurrency)),
        ),
    );
  return { interest: of('interest'), accountFees: of('account-fee') };
}

/** The answer's JSON; positions as values (the user document and alerts use them too). */
export default async function run(task: PortfolioTask): Promise<string | Position[]> {
  if (task.kind === 'positions') {
    const [ledger, names] = await Promise.all([
      ledgerText(db(), task.userId),
      buyNamesById(db(), task.userId),
    ]);
    return positionsOf(parseLedger(ledger), names);
  }
  if (task.kind === 'realized') return realized(task);
  if (task.kind === 'income') {
    const [ledger, context] = await Promise.all([
      memoLedger(db(), task.userId),
      contextOf(task.userId, task),
    ]);
    const books = memoBooks(ledger, context, context.key);
    return incomeAnswer(task, { entries: ledger.entries, books }, context);
  }
  if (task.kind === 'corporate-actions') {
    const entries = parseLedger(await ledgerText(db(), task.userId));
    return serialise.corporateActions(suggestionsOf(entries, new Map(task.actions)));
  }
  if (task.kind === 'holdings') {
    const [ledger, names, context] = await Promise.all([
      memoLedger(db(), task.userId),
      buyNames(db(), task.userId),
      contextOf(task.userId, task),
    ]);
    const { entries } = ledger;
    const today = dayOf(task.today);
    return serialise.holdings(
      holdingsOf({
        books: memoBooks(ledger, context, context.key),
        method: task.method,
        prices: new Map(task.prices),
        names,
        cash: cashOf(entries, context.accountCurrency).balances,
        ...cashIncome(entries, context, task.account),
        baseCurrency: task.baseCurrency,
        rateNow: (currency) => context.fx.rate(currency, today),
        account: task.account,
      }),
    );
  }
  const [ledger, context] = await Promise.all([
    memoLedger(db(), task.userId),
    contextOf(task.userId, task),
  ]);
  return serialise.performance(
    performanceOf({
      entries: ledger.entries,
      closes: new Map(task.closes),
      range: task.range,
      benchmark: task.benchmark,
      today: task.today,
      scope: { ...context, ...(task.account ? { account: task.account } : {}) },
    }),
  );
}
