import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { describe, expect, it } from 'vitest';
import { Browser, ORIGIN, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { createUserEventBus } from '../../live/user-events.ts';
import type { UserEvent } from '#shared/platform/user-events.ts';

const setup = appPerTestFile();

describe('user data over HTTP', () => {
  it('needs a signed-in session on every route', async () => {
    const visitor = new Browser(setup.app);
    for (const [method, url] of [
      ['GET', '/api/watchlist'],
      ['PUT', '/api/watchlist/AAPL'],
      ['DELETE', '/api/watchlist/AAPL'],
      ['GET', '/api/portfolio'],
      ['DELETE', '/api/portfolio/positions/AAPL-1'],
      ['DELETE', '/api/portfolio/symbols/AAPL'],
    ] as const) {
      expect((await visitor.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    const add = await visitor.post('/api/portfolio/positions', {
      symbol: 'AAPL',
      shares: 1,
      purchasePrice: 1,
    });
    expect(add.statusCode).toBe(401);
  });

  it('adds and removes watchlist symbols, and /api/me agrees with the rows', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    expect((await browser.put('/api/watchlist/msft')).json()).toEqual({ watchlist: ['MSFT'] });
    expect((await browser.put('/api/watchlist/AAPL')).json()).toEqual({
      watchlist: ['MSFT', 'AAPL'],
    });
    expect((await browser.put('/api/watchlist/AAPL')).json()).toEqual({
      watchlist: ['MSFT', 'AAPL'],
    });
    expect((await browser.delete('/api/watchlist/MSFT')).json()).toEqual({ watchlist: ['AAPL'] });
    expect((await browser.delete('/api/watchlist/MSFT')).json()).toEqual({ watchlist: ['AAPL'] });
    const position = (
      await browser.post('/api/portfolio/positions', {
        symbol: 'NVDA',
        name: 'NVIDIA',
        shares: 2.5,
        purchasePrice: 120.1,
      })
    ).json().position;
    const me = (await browser.get('/api/me')).json();
    expect(me.watchlist).toEqual(['AAPL']);
    expect(me.portfolio).toEqual([position]);
  });

  it('refuses unknown symbols and path tricks before storing anything', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const unknown = await browser.put('/api/watchlist/ZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown symbol: ZZZZ');
    for (const symbol of ['..%2Fx', 'A%3Ftoken%3D', 'X'.repeat(50), '%E2%80%8BAAPL']) {
      expect((await browser.put(`/api/watchlist/${symbol}`)).statusCode, symbol).toBe(400);
    }
    // A dot segment is resolved away before routing: no symbol route is reached at all.
    expect((await browser.put('/api/watchlist/%2e%2e')).statusCode).toBe(404);
    expect((await browser.get('/api/watchlist')).json()).toEqual({ watchlist: [] });
  });

  it.each([
    ['negative', '{"symbol":"AAPL","shares":-1,"purchasePrice":10}'],
    ['zero', '{"symbol":"AAPL","shares":0,"purchasePrice":10}'],
    ['NaN', '{"symbol":"AAPL","shares":NaN,"purchasePrice":10}'],
    ['Infinity', '{"symbol":"AAPL","shares":Infinity,"purchasePrice":10}'],
    ['1e400', '{"symbol":"AAPL","shares":1e400,"purchasePrice":10}'],
    ['a string', '{"symbol":"AAPL","shares":"5","purchasePrice":10}'],
    ['1e308 price', '{"symbol":"AAPL","shares":1,"purchasePrice":1e308}'],
    ['no stock', '{"shares":1,"purchasePrice":10}'],
  ])('refuses %s with a 400 and stores nothing', async (_label, payload) => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const response = await setup.app.inject({
      method: 'POST',
      url: '/api/portfolio/positions',
      headers: {
        origin: ORIGIN,
        cookie: browser.cookieHeader(),
        'content-type': 'application/json',
      },
      remoteAddress: browser.ip,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
    expect((await browser.get('/api/portfolio')).json()).toEqual({ portfolio: [] });
  });

  it("keeps users apart: B cannot read or remove A's positions, even with A's ids", async () => {
    const alice = await signedInUser(setup.app, setup.database);
    const bob = await signedInUser(setup.app, setup.database);
    const position = (
      await alice.browser.post('/api/portfolio/positions', {
        symbol: 'AAPL',
        shares: 1,
        purchasePrice: 10,
      })
    ).json().position;
    expect((await bob.browser.get('/api/portfolio')).json()).toEqual({ portfolio: [] });
    expect((await bob.browser.delete(`/api/portfolio/positions/${position.id}`)).statusCode).toBe(
      404,
    );
    expect((await bob.browser.delete('/api/portfolio/symbols/AAPL')).json()).toEqual({
      removed: 0,
    });
    expect((await alice.browser.get('/api/portfolio')).json().portfolio).toHaveLength(1);
    expect((await alice.browser.delete(`/api/portfolio/positions/${position.id}`)).statusCode).toBe(
      204,
    );
    expect((await alice.browser.delete(`/api/portfolio/positions/${position.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a cross-origin write', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const response = await setup.app.inject({
      method: 'PUT',
      url: '/api/watchlist/AAPL',
      headers: { origin: 'https://evil.example', cookie: browser.cookieHeader() },
      remoteAddress: browser.ip,
    });
    expect(response.statusCode).toBe(403);
    expect((await browser.get('/api/watchlist')).json()).toEqual({ watchlist: [] });
  });

  it('merges preference updates and announces every committed change to other processes', async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    const otherProcess = createUserEventBus({ database: setup.database, log: setup.app.log });
    await otherProcess.ready();
    const heard: UserEvent[] = [];
    otherProcess.subscribe((id, event) => id === userId && heard.push(event));

    expect(
      (await browser.patch(preferencesContract.updatePreferences.path, { theme: 'dark' })).json(),
    ).toEqual({
      preferences: {
        theme: 'dark',
        emailNotifications: false,
        dailySummary: false,
        exDividendEmails: true,
      },
    });
    expect(
      (
        await browser.patch(preferencesContract.updatePreferences.path, {
          emailNotifications: true,
        })
      ).json(),
    ).toEqual({
      preferences: {
        theme: 'dark',
        emailNotifications: true,
        dailySummary: false,
        exDividendEmails: true,
      },
    });
    expect(
      (await browser.patch(preferencesContract.updatePreferences.path, { theme: 'sepia' }))
        .statusCode,
    ).toBe(400);
    // The boolean it replaced is refused, not silently ignored (docs/decisions/035).
    expect(
      (await browser.patch(preferencesContract.updatePreferences.path, { darkMode: true }))
        .statusCode,
    ).toBe(400);
    await browser.put('/api/watchlist/AAPL');
    await browser.post('/api/portfolio/positions', {
      symbol: 'AAPL',
      shares: 1,
      purchasePrice: 10,
    });
    await expect
      .poll(() => heard.map((event) => event.type))
      .toEqual([
        'preferences-changed',
        'preferences-changed',
        'watchlist-changed',
        'portfolio-changed',
      ]);
    expect((await browser.get('/api/me')).json().preferences).toEqual({
      theme: 'dark',
      emailNotifications: true,
      dailySummary: false,
      exDividendEmails: true,
    });
    await otherProcess.close();
  });
});
