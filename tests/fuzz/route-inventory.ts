import fc from 'fast-check';
import { z } from 'zod';
import {
  emailOnlyBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
} from '../../src/shared/account.contract.ts';
import { LIVE_STREAM_PATH } from '../../src/shared/live.ts';
import { timeframeSchema } from '../../src/shared/market-data.ts';
import { marketDataContract } from '../../src/shared/market-data.contract.ts';
import { userDataContract } from '../../src/shared/user-data.contract.ts';
import { preferencesPatchSchema } from '../../src/shared/user-data.ts';

// Every /api route the fuzzer drives. Routes of the shared contract objects are read from them,
// so a new contract route is fuzzed without touching this file; the others are listed below.
// tests/hostile-input.test.ts fails when the app registers an /api route missing from both.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzRoute {
  method: Method;
  /** As registered, e.g. '/api/quotes/:symbol'. */
  path: string;
  query: string[];
  /** Fields of the JSON body; null: the route reads no body. */
  body: string[] | null;
  /** Its success ends the session or the account: few signed-in runs, a new user after each. */
  endsSession?: boolean;
}

interface ContractEntry {
  method: Method;
  path: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** Field names of an object schema (through refinements, which zod 4 keeps on the object). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function routesOf(contract: Record<string, ContractEntry>): FuzzRoute[] {
  return Object.values(contract).map((entry) => ({
    method: entry.method,
    path: entry.path,
    query: fieldsOf(entry.querystring),
    body: entry.body ? fieldsOf(entry.body) : null,
  }));
}

const route = (method: Method, path: string, parts: Partial<FuzzRoute> = {}): FuzzRoute => ({
  method,
  path,
  query: [],
  body: null,
  ...parts,
});

/** Routes outside the contract objects: accounts (auth.routes.ts, me.routes.ts) and the rest. */
const OTHER_ROUTES: FuzzRoute[] = [
  route('GET', '/api/auth/password-policy'),
  route('GET', '/api/auth/session'),
  route('POST', '/api/auth/sign-up/email', { body: fieldsOf(signUpBodySchema) }),
  route('POST', '/api/auth/sign-in/email', { body: fieldsOf(signInBodySchema) }),
  route('POST', '/api/auth/sign-out', { body: [], endsSession: true }),
  route('GET', '/api/auth/verify-email', { query: ['token', 'callbackURL'] }),
  route('POST', '/api/auth/verify-email', { body: fieldsOf(verifyEmailBodySchema) }),
  route('POST', '/api/auth/send-verification-email', { body: fieldsOf(emailOnlyBodySchema) }),
  route('POST', '/api/auth/request-password-reset', { body: fieldsOf(emailOnlyBodySchema) }),
  route('POST', '/api/auth/reset-password', { body: fieldsOf(resetPasswordBodySchema) }),
  route('GET', '/api/me'),
  route('PATCH', '/api/me', { body: fieldsOf(updateProfileBodySchema) }),
  route('DELETE', '/api/me', { endsSession: true }),
  route('GET', '/api/me/sessions'),
  route('POST', '/api/me/logout-all', { body: [], endsSession: true }),
  route('PATCH', '/api/me/preferences', { body: fieldsOf(preferencesPatchSchema) }),
  route('GET', '/api/health'),
  route('GET', '/api/ready'),
  // Without an upgrade this is a plain GET; the messages are fuzzed by the WebSocket test.
  route('GET', LIVE_STREAM_PATH),
];

export const FUZZ_ROUTES: FuzzRoute[] = [
  ...routesOf(marketDataContract),
  ...routesOf(userDataContract),
  ...OTHER_ROUTES,
];

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
  darkMode: fc.boolean(),
  emailNotifications: fc.boolean(),
};
