import { describe, expect, it } from 'vitest';
import { ORIGIN, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { snapshot } from '#tests/fuzz/database-snapshot.ts';

const harness = appPerTestFile();

const send = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: string) =>
  harness.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('text no route can store', () => {
  it.each([
    ['a NUL in a path parameter', 'GET', '/api/quotes/A%00', undefined, 'params'],
    ['a NUL in the query', 'GET', '/api/search?q=a%00', undefined, 'querystring'],
    [
      'a lone surrogate in a JSON body',
      'POST',
      '/api/auth/sign-in/email',
      '{"email":"\\ud800"}',
      'body',
    ],
    ['a NUL in a key of a JSON body', 'POST', '/api/auth/reset-password', '{"\\u0000":1}', 'body'],
    ['a NUL deep in a JSON body', 'PATCH', '/api/me', '{"a":[{"b":"\\u0000"}]}', 'body'],
  ] as const)(
    'refuses %s with a 400 that says where',
    async (_label, method, url, payload, where) => {
      const response = await send(method, url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'invalid-request',
          message: expect.stringMatching(
            new RegExp(`^${where}.*NUL characters or unpaired surrogates`),
          ),
        },
      });
    },
  );

  it('refuses before the route runs: a NUL position name or id changes nothing', async () => {
    const { browser } = await signedInUser(harness.app, harness.database);
    const before = await snapshot(harness.database);
    const added = await browser.post('/api/portfolio/positions', {
      symbol: 'AAPL',
      name: 'Apple\u0000',
      shares: 1,
      purchasePrice: 100,
    });
    expect(added.statusCode).toBe(400);
    expect((await browser.delete('/api/portfolio/positions/%00')).statusCode).toBe(400);
    const reset = await browser.post('/api/auth/reset-password', {
      token: 'abc\u0000',
      newPassword: 'a new long password',
    });
    expect(reset.statusCode).toBe(400);
    expect(await snapshot(harness.database)).toEqual(before);
  });

  it('lets emoji and other scripts through', async () => {
    const response = await send('GET', `/api/search?q=${encodeURIComponent('株式 💥')}`);
    expect(response.statusCode).toBe(200);
  });
});

describe("URLs Fastify's router refuses", () => {
  it('answers a broken %-encoding or an over-long path part in our error body', async () => {
    for (const url of ['/api/quotes/%zz', '/api/quotes/%ED%A0%80', '/api/watchlist/%']) {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'invalid-url',
          message: expect.stringMatching(/%-encoding/),
          requestId: expect.any(String),
        },
      });
    }
    const long = await send('GET', `/api/quotes/${'A'.repeat(5_000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ error: { code: 'invalid-url' } });
  });
});
