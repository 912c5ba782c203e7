import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { allRouteContracts } from '#shared/platform/api-contracts.ts';
import type { RouteContract } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { appPerTestFile } from './app.ts';
import { Browser, signedInUser } from './accounts.ts';

// An answer carrying a user's data must never be kept by a browser or a proxy
// (`Cache-Control: no-store`), whatever its status. The routes come from the shared contracts, so
// a new route is checked without touching this file.

const harness = appPerTestFile();

const keyOf = (entry: Pick<RouteContract, 'method' | 'path'>) => `${entry.method} ${entry.path}`;
const needsSession = (entry: RouteContract) => entry.errors.includes('unauthenticated');
const endsSession = new Set(
  [accountContract.signOut, accountContract.logOutAll, accountContract.deleteAccount].map(keyOf),
);
const fieldsOf = (schema: z.core.$ZodType | undefined) =>
  schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : [];

/** Each route with a session; those that end it last, each with its own user. */
const routes = allRouteContracts()
  .filter((entry) => entry.path.startsWith('/api/') && entry.path !== '/api/live')
  .sort((a, b) => Number(endsSession.has(keyOf(a))) - Number(endsSession.has(keyOf(b))));

type User = Awaited<ReturnType<typeof signedInUser>>;

/** A request the route accepts where it can: the user's own list, own credentials. */
async function ask(entry: RouteContract, user: User & { listId: string }, browser: Browser) {
  const { listId } = user;
  const values: Record<string, unknown> = {
    symbol: 'AAPL',
    listId,
    toListId: listId,
    id: '00000000-0000-4000-8000-000000000000',
    email: user.email,
    password: user.password,
    rememberMe: false,
    name: `List ${Math.random().toString(36).slice(2, 8)}`,
    method: 'fifo',
  };
  const url = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? 'x')),
  );
  const body =
    entry.method === 'GET'
      ? undefined
      : Object.fromEntries(
          fieldsOf(entry.body)
            .filter((field) => values[field] !== undefined)
            .map((field) => [field, values[field]]),
        );
  return browser.request(entry.method, url, body);
}

describe('Cache-Control on answers with user data', () => {
  it.each(routes.map((entry) => [keyOf(entry), entry] as const))(
    '%s: no-store on every answer that needs a session or names the user',
    async (_key, entry) => {
      const signedIn0 = await signedInUser(harness.app, harness.database);
      const lists = await signedIn0.browser.get('/api/watchlists');
      const listId = lists.json<{ lists: { id: string }[] }>().lists[0]?.id ?? '';
      const user = { ...signedIn0, listId };
      const signedIn = await ask(entry, user, user.browser);
      const namesUser = signedIn.body.includes(user.userId) || signedIn.body.includes(user.email);
      // The data-driven half must see something: signing in answers with the user.
      if (keyOf(entry) === keyOf(accountContract.signIn)) expect(namesUser).toBe(true);
      if (needsSession(entry) || namesUser) {
        expect(signedIn.headers['cache-control'], `${signedIn.statusCode}`).toBe('no-store');
      }
      if (needsSession(entry)) {
        // Refused (401, or 4xx for its input first): the answer is still never kept.
        const anonymous = await ask(entry, user, new Browser(harness.app));
        expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
        expect(anonymous.statusCode).toBeLessThan(500);
        expect(anonymous.headers['cache-control']).toBe('no-store');
      }
    },
  );

  it('checks the routes the attack found without it, and at least one answer naming the user', () => {
    const checked = new Set(routes.filter(needsSession).map(keyOf));
    for (const key of [
      'GET /api/watchlist',
      'GET /api/watchlists',
      'GET /api/portfolio',
      'GET /api/me/preferences/cost-basis-method',
    ]) {
      expect(checked).toContain(key);
    }
    expect(routes.map(keyOf)).toContain(keyOf(accountContract.signIn));
  });
});
