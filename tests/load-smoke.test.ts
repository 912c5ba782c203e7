import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../bench/load.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

// The CI-sized variant of `npm run bench:load`: the same mix (visitors with live streams,
// signed-in users changing their watchlist and positions) against the server process run from
// the sources, the finnhub provider on the fake with its real 60 calls a minute, for 5 s.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('load smoke run', () => {
  it('serves 30 virtual users for 5 s without a single error', { timeout: 30_000 }, async () => {
    const figures = await runLoad({
      port: 3352,
      entry: 'source',
      databaseUrl: database.url,
      durationS: 5,
      virtualUsers: 30,
      signedInShare: 0.2,
      accounts: 2,
      thinkMs: [100, 500],
    });
    expect(figures.errors).toEqual({ total: 0, byRouteAndStatus: {}, samples: {} });
    expect(figures.requests.total).toBeGreaterThan(100);
    expect(figures.live.streams).toBe(30);
    expect(figures.live.messagesReceived).toBeGreaterThan(30);
    expect(Object.keys(figures.routes)).toEqual(
      expect.arrayContaining(['PUT /api/watchlist/:symbol', 'POST /api/portfolio/positions']),
    );
    // Every page was warmed before the run: the cache answers, upstream stays within the limit.
    expect(figures.upstreamCalls.duringRun.total ?? 0).toBeLessThanOrEqual(60);
  });
});
