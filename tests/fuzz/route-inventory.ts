import fc from 'fast-check';
import { z } from 'zod/mini';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { allRouteContracts } from '#shared/platform/api-contracts.ts';
import type { HttpMethod, RouteContract } from '#shared/platform/contract.ts';
import { timeframeSchema } from '#shared/market-data/market-data.ts';
import { THEMES } from '#shared/preferences/preferences.ts';

// Every /api route the fuzzer drives, read from the shared contracts (src/shared/platform/api-contracts.ts):
// a new contract route is fuzzed without touching this file, and tests/hostile-input.test.ts
// fails when the app registers an /api route that no contract has.

export type Method = HttpMethod;

export interface FuzzRoute {
  method: Method;
  /** As registered, e.g. '/api/quotes/:symbol'. */
  path: string;
  query: string[];
  /** Fields of the JSON body; null: the route reads no body. */
  body: string[] | null;
  /** Its success ends the session or the account: few signed-in runs, a new user after each. */
  endsSession?: boolean;
  /** The codes its contract says it fails with, besides the common ones. */
  errors: readonly string[];
}

const keyOf = (entry: Pick<RouteContract, 'method' | 'path'>) => `${entry.method} ${entry.path}`;

/** Routes whose success ends the session or the account. */
const SESSION_ENDING = new Set(
  [accountContract.signOut, accountContract.logOutAll, accountContract.deleteAccount].map(keyOf),
);

/** Query fields a route must ignore, sent anyway: the mailed link has no callback URL. */
const IGNORED_QUERY: Record<string, string[]> = {
  [keyOf(accountContract.verificationLink)]: ['callbackURL'],
};

/** Field names of an object schema (through refinements, which zod 4 keeps on the object). */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  return schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];
}

function fuzzRoute(entry: RouteContract): FuzzRoute {
  const key = keyOf(entry);
  return {
    method: entry.method,
    path: entry.path,
    query: [...fieldsOf(entry.query), ...(IGNORED_QUERY[key] ?? [])],
    // A POST without a body schema still parses a JSON body: fuzz it with one.
    body: entry.body ? fieldsOf(entry.body) : entry.method === 'POST' ? [] : null,
    ...(SESSION_ENDING.has(key) ? { endsSession: true } : {}),
    errors: entry.errors,
  };
}

export const FUZZ_ROUTES: FuzzRoute[] = allRouteContracts().map(fuzzRoute);

export const paramsOf = (path: string) =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

const freshEmail = fc.nat({ max: 1e9 }).map((n) => `fuzz-${n}@example.com`);
const goodPassword = fc.constantFrom('correct horse battery', 'another long passphrase');

/**
 * One valid value per field and path parameter, so a request can be all valid but one field
 * and reach the checks behind the first one. A new field needs an entry here (the test says so).
 */
export const VALID_EXAMPLES: Record<string, fc.Arbitrary<unknown>> = {
  symbol: fc.constantFrom('AAPL', 'MSFT', 'brk.b', 'SPY', 'ZZZZ'),
  symbols: fc.constantFrom('AAPL', 'AAPL,MSFT', 'SPY,QQQ,ZZZZ'),
  id: fc.constantFrom('AAPL-1', 'MSFT-1795220618759'),
  q: fc.constantFrom('app', 'Apple', 'ms'),
  limit: fc.integer({ min: 1, max: 20 }),
  timeframe: fc.constantFrom(...timeframeSchema.options),
  name: fc.constantFrom('Apple Inc.', 'Ada Lovelace', null),
  shares: fc.constantFrom(1, 0.5, 12.25),
  purchasePrice: fc.constantFrom(100, 0.01, 187.5),
  email: freshEmail,
  password: goodPassword,
  newPassword: goodPassword,
  rememberMe: fc.boolean(),
  token: fc.constantFrom('abcdefghijklmnopqrstuvwx', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'),
  callbackURL: fc.constantFrom('/', '/dashboard'),
  displayName: fc.constantFrom('Ada', 'Grace Hopper'),
  theme: fc.constantFrom(...THEMES),
  emailNotifications: fc.boolean(),
  dailySummary: fc.boolean(),
  exDividendEmails: fc.boolean(),
  baseCurrency: fc.constantFrom('USD', 'eur', 'Gbp'),
  // The portfolio ledger: transactions, their list's filters, holdings, performance.
  type: fc.constantFrom('buy', 'sell', 'dividend', 'split', 'fee', 'deposit', 'transfer-cash'),
  from: fc.constantFrom('2024-01-02', '2025-06-30'),
  to: fc.constantFrom('2024-01-02', '2025-06-30'),
  offset: fc.integer({ min: 0, max: 100 }),
  date: fc.constantFrom('2024-01-02', '2025-06-30'),
  quantity: fc.constantFrom('1', '0.5', '12.25'),
  price: fc.constantFrom('100', '0.01', '187.5'),
  fees: fc.constantFrom('0', '1.5', null),
  amount: fc.constantFrom('1', '2.4'),
  // A sell's lot method (null: its account's), and an account's (docs/decisions/093).
  lotMethod: fc.constantFrom('fifo', 'average', 'hifo', null),
  lots: fc.constantFrom(null, [{ buyId: 'AAPL-1', quantity: '1' }]),
  ratio: fc.constantFrom({ from: 1, to: 4 }, { from: 2, to: 1 }),
  note: fc.constantFrom('first lot', null),
  method: fc.constantFrom('fifo', 'average'),
  range: fc.constantFrom('1M', '3M', 'YTD', '1Y', '5Y', 'MAX'),
  year: fc.integer({ min: 2000, max: 2030 }),
  benchmark: fc.constantFrom('SPY', 'QQQ'),
  // Accounts, cash and currencies: a well-formed id that is not the user's account is a 4xx.
  account: fc.uuid(),
  accountId: fc.uuid(),
  toAccountId: fc.uuid(),
  moveTo: fc.uuid(),
  deleteTransactions: fc.constantFrom('true', 'false'),
  kind: fc.constantFrom('brokerage', 'ira', 'isa', 'savings'),
  institution: fc.constantFrom('Fidelity', null),
  currency: fc.constantFrom('USD', 'eur', 'GBP'),
  fxRate: fc.constantFrom('1.0842', '0.86', null),
  acquiredOn: fc.constantFrom('2019-05-01', null),
  archived: fc.boolean(),
  // A holding's deletion undone by its token (decision 094); 'Add all' suggested dividends.
  undo: fc.uuid(),
  dividends: fc.constantFrom(
    [{ symbol: 'AAPL', date: '2024-01-02', amount: '1.5' }],
    [
      { symbol: 'AAPL', date: '2024-01-02', amount: '1.5' },
      { symbol: 'MSFT', date: '2025-06-30', amount: '0.83' },
    ],
  ),
  // Broker CSV import: the file itself is the body (text/csv), never fuzzed as JSON.
  dryRun: fc.constantFrom('1', '0'),
  format: fc.constantFrom('tickerdeck', 'schwab-transactions'),
  mapping: fc.constantFrom({
    columns: { date: 'Date', symbol: 'Symbol', quantity: 'Qty', price: 'Price' },
    dateOrder: 'YYYY-MM-DD',
    decimalSeparator: '.',
  }),
  // The opening positions an import accepts (JSON text in the query).
  opening: fc.constantFrom('[{"symbol":"AAPL","price":"120"}]', '[{"symbol":"MSFT"}]'),
  // Price alerts.
  condition: fc.constantFrom('above', 'below', 'up-percent', 'down-percent'),
  value: fc.constantFrom('200', '5', '0.5'),
  repeat: fc.constantFrom('once', 'rearm'),
  paused: fc.boolean(),
  ids: fc.constantFrom(['1'], ['1', '2']),
  all: fc.constant(true),
  // Several watchlists: a well-formed id that is not the user's list is a 404.
  listId: fc.uuid(),
  toListId: fc.uuid(),
};
