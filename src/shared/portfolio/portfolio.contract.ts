import { z } from 'zod/mini';
import { defineContract } from '../platform/contract.ts';
import { symbolCheckErrors } from '../market-data/market-data.contract.ts';
import {
  addPositionInputSchema,
  portfolioSchema,
  positionIdSchema,
  positionSchema,
} from './portfolio.ts';
import {
  holdingsQuerySchema,
  holdingsSchema,
  performanceQuerySchema,
  performanceSchema,
  transactionIdSchema,
  transactionInputSchema,
  transactionListQuerySchema,
  transactionPageSchema,
  transactionPatchSchema,
  transactionSchema,
} from './portfolio-ledger.ts';
import {
  importFormatsSchema,
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  saveMappingInputSchema,
  savedMappingSchema,
} from './portfolio-import.ts';
import { corporateActionSuggestionsSchema } from './portfolio-corporate-actions.ts';
import { dividendCalendarSchema, incomeQuerySchema, incomeSchema } from './portfolio-income.ts';
import { realizedCsvQuerySchema, realizedQuerySchema, realizedSchema } from './portfolio-tax.ts';
import {
  accountDeleteQuerySchema,
  accountIdSchema,
  accountInputSchema,
  accountListSchema,
  accountPatchSchema,
  accountSchema,
} from './portfolio-accounts.ts';
import { symbolSchema } from '../platform/symbols.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { PORTFOLIO_HOLDINGS_PATH, PORTFOLIO_PERFORMANCE_PATH } from './portfolio-routes.ts';

// The signed-in user's portfolio routes. The user is always the session's; no route takes a user id.

const symbolParams = lazySchema(() => z.object({ symbol: symbolSchema }));
const transactionParams = lazySchema(() => z.object({ id: transactionIdSchema }));
const transactionBody = lazySchema(() => z.object({ transaction: transactionSchema }));
const accountParams = lazySchema(() => z.object({ id: accountIdSchema }));
const accountBody = lazySchema(() => z.object({ account: accountSchema }));

export const portfolioContract = defineContract({
  portfolio: {
    method: 'GET',
    path: '/api/portfolio',
    response: portfolioSchema,
    errors: ['unauthenticated', 'too-many-at-once'],
  },
  addPosition: {
    method: 'POST',
    path: '/api/portfolio/positions',
    body: addPositionInputSchema,
    status: 201,
    response: lazySchema(() => z.object({ position: positionSchema })),
    errors: symbolCheckErrors,
  },
  /** 204; 404 when there is no such position of yours (also the second time). */
  removePosition: {
    method: 'DELETE',
    path: '/api/portfolio/positions/:id',
    params: lazySchema(() => z.object({ id: positionIdSchema })),
    errors: ['unauthenticated', 'not-found'],
  },
  /** The stock page's 'Remove from Portfolio': every position in the symbol. */
  removeSymbolFromPortfolio: {
    method: 'DELETE',
    path: '/api/portfolio/symbols/:symbol',
    params: symbolParams,
    response: lazySchema(() => z.object({ removed: z.number().check(z.int(), z.gte(0)) })),
    errors: ['unauthenticated'],
  },
  /** The ledger (docs/decisions/026): 201 with the stored transaction; 409 when a sell is short. */
  createTransaction: {
    method: 'POST',
    path: '/api/portfolio/transactions',
    body: transactionInputSchema,
    status: 201,
    response: transactionBody,
    errors: [...symbolCheckErrors, 'insufficient-shares'],
  },
  /** Newest first; `limit` (≤ 500, default 50) and `offset` page through. */
  transactions: {
    method: 'GET',
    path: '/api/portfolio/transactions',
    query: transactionListQuerySchema,
    response: transactionPageSchema,
    errors: ['unauthenticated'],
  },
  /** The fields given replace the stored ones (type and symbol stay). */
  updateTransaction: {
    method: 'PATCH',
    path: '/api/portfolio/transactions/:id',
    params: transactionParams,
    body: transactionPatchSchema,
    response: transactionBody,
    errors: ['unauthenticated', 'insufficient-shares'],
  },
  /** 204; 409 when a later sell needs its shares. */
  removeTransaction: {
    method: 'DELETE',
    path: '/api/portfolio/transactions/:id',
    params: transactionParams,
    errors: ['unauthenticated', 'insufficient-shares'],
  },
  /** Your accounts (docs/decisions/085), oldest first, archived ones included. */
  accounts: {
    method: 'GET',
    path: '/api/portfolio/accounts',
    response: accountListSchema,
    errors: ['unauthenticated'],
  },
  /** 201; 409 at the 51st account or a name you already use. */
  createAccount: {
    method: 'POST',
    path: '/api/portfolio/accounts',
    body: accountInputSchema,
    status: 201,
    response: accountBody,
    errors: ['unauthenticated', 'limit-reached', 'name-taken'],
  },
  updateAccount: {
    method: 'PATCH',
    path: '/api/portfolio/accounts/:id',
    params: accountParams,
    body: accountPatchSchema,
    response: accountBody,
    errors: ['unauthenticated', 'name-taken', 'account-not-empty'],
  },
  /**
   * 204. An account with transactions needs `moveTo` (another of yours) or
   * `deleteTransactions=true`; otherwise 409 and nothing changes.
   */
  deleteAccount: {
    method: 'DELETE',
    path: '/api/portfolio/accounts/:id',
    params: accountParams,
    query: accountDeleteQuerySchema,
    errors: ['unauthenticated', 'account-not-empty', 'insufficient-shares'],
  },
  /** Holdings with lots, cost basis and gains by FIFO or average cost (the user's default). */
  holdings: {
    method: 'GET',
    path: PORTFOLIO_HOLDINGS_PATH,
    query: holdingsQuerySchema,
    response: holdingsSchema,
    errors: ['unauthenticated', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /** Daily value, TWR, MWR and the benchmark line over a range, from stored closes. */
  performance: {
    method: 'GET',
    path: PORTFOLIO_PERFORMANCE_PATH,
    query: performanceQuerySchema,
    response: performanceSchema,
    errors: ['unauthenticated', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /**
   * Realized gains of a tax year, each sale with the lots it closed, short- or long-term, wash
   * sales flagged; accounts of sheltered kinds left out (docs/decisions/089).
   */
  realizedGains: {
    method: 'GET',
    path: '/api/portfolio/realized',
    query: realizedQuerySchema,
    response: realizedSchema,
    errors: ['unauthenticated', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /** The same as CSV (text/csv attachment): Form 8949's columns (US dollars) or a plain table. */
  realizedGainsCsv: {
    method: 'GET',
    path: '/api/portfolio/realized.csv',
    query: realizedCsvQuerySchema,
    errors: ['unauthenticated', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /**
   * The dividends your holdings are expected to pay in the next 12 months, per account: declared
   * by the provider or projected from the trailing year (docs/decisions/092).
   */
  dividendCalendar: {
    method: 'GET',
    path: '/api/portfolio/dividend-calendar',
    query: incomeQuerySchema,
    response: dividendCalendarSchema,
    errors: ['unauthenticated', 'not-found', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /** Dividends, interest and tax withheld received, the year ahead's forecast, yields. */
  income: {
    method: 'GET',
    path: '/api/portfolio/income',
    query: incomeQuerySchema,
    response: incomeSchema,
    errors: ['unauthenticated', 'not-found', 'too-many-at-once', 'exchange-rates-unavailable'],
  },
  /**
   * Dividends and splits the history provider reports while you held the symbol and your ledger
   * lacks (docs/decisions/031); a symbol whose market data fails is left out.
   */
  corporateActions: {
    method: 'GET',
    path: '/api/portfolio/corporate-actions',
    response: corporateActionSuggestionsSchema,
    errors: ['unauthenticated', 'too-many-at-once'],
  },
  /**
   * Broker CSV import (docs/decisions/030): the file is the body (text/csv, ≤ 10 MiB). With
   * `dryRun=1` the same route answers 200 with this preview and writes nothing.
   */
  previewImport: {
    method: 'POST',
    path: '/api/portfolio/import',
    query: importQuerySchema,
    response: importPreviewSchema,
    errors: ['unauthenticated', 'unknown-format', 'market-data-rate-limited', 'market-data-busy'],
  },
  /** Without `dryRun`: 201, every previewed transaction in one database transaction, or nothing. */
  importTransactions: {
    method: 'POST',
    path: '/api/portfolio/import',
    query: importQuerySchema,
    status: 201,
    response: importResultSchema,
    errors: [
      'unauthenticated',
      'unknown-format',
      'limit-reached',
      'insufficient-shares',
      'market-data-rate-limited',
      'market-data-busy',
    ],
  },
  /** The broker formats the importer recognises. */
  importFormats: {
    method: 'GET',
    path: '/api/portfolio/import/formats',
    response: importFormatsSchema,
    errors: [],
  },
  importMappings: {
    method: 'GET',
    path: '/api/portfolio/import/mappings',
    response: lazySchema(() => z.object({ mappings: z.array(savedMappingSchema) })),
    errors: ['unauthenticated'],
  },
  /** 409 `limit-reached` past IMPORT_MAPPINGS_MAX. */
  saveImportMapping: {
    method: 'POST',
    path: '/api/portfolio/import/mappings',
    body: saveMappingInputSchema,
    status: 201,
    response: lazySchema(() => z.object({ mapping: savedMappingSchema })),
    errors: ['unauthenticated', 'limit-reached'],
  },
  /** 404 for a mapping that is not the user's (another user's, or already deleted). */
  removeImportMapping: {
    method: 'DELETE',
    path: '/api/portfolio/import/mappings/:id',
    params: lazySchema(() => z.object({ id: z.uuid() })),
    errors: ['unauthenticated'],
  },
  /** The whole ledger as CSV in our documented format (text/csv attachment). */
  exportTransactions: {
    method: 'GET',
    path: '/api/portfolio/transactions/export.csv',
    errors: ['unauthenticated', 'too-many-at-once'],
  },
});
