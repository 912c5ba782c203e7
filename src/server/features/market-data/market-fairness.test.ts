import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Browser, freshIp, signedInUser } from '#tests/accounts.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startFakeFinnhub, type FakeFinnhub } from '#tests/fake-finnhub/index.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';
import { createFinnhubProvider } from '../../market-data/providers/finnhub/index.ts';
import { createSimulatedProvider } from '../../market-data/providers/simulated/index.ts';
import { buildTestApp, testConfig, testMarketData } from '#tests/app.ts';
import { MARKET_MISSES } from '../../market-data/client-limit.ts';

// docs/decisions/015: one client cannot starve everyone's market data.
// Real PostgreSQL throughout; the production per-client limit (30 cache misses a minute).

const CLIENT_LIMIT = { max: 30 };
/** The production configuration's limit (tests/app.ts raises it for every other test). */
const productionLimit = () => testConfig({ MARKET_CLIENT_LIMIT_PER_MINUTE: '' });

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const fakes: FakeFinnhub[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function track(app: Promise<FastifyInstance>) {
  apps.push(await app);
  return apps[apps.length - 1] as FastifyInstance;
}

/** An app on the finnhub provider against the fake Finnhub with its real limit (60/min). */
async function finnhubApp(fake: FakeFinnhub) {
  const provider = createFinnhubProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    wsUrl: fake.wsUrl,
    timeoutMs: 2_000,
  });
  return track(
    buildTestApp(database, {
      config: productionLimit(),
      marketData: testMarketData(database, { provider }),
    }),
  );
}

async function startFake() {
  const fake = await startFakeFinnhub();
  fakes.push(fake);
  return fake;
}

/**
 * An app on the test provider with a tiny upstream budget (10 calls a second) and a clock that
 * only moves when the test says, so nothing refills: ordinary calls never queue (0 ms), a
 * user's own symbols may queue 1 s (a tenth of a second per call at this rate).
 */
async function smallBudgetApp() {
  let time = Date.now();
  const now = () => time;
  const provider = createTestProvider({ now });
  const app = await track(
    buildTestApp(database, {
      config: productionLimit(),
      marketData: testMarketData(database, {
        provider,
        now,
        limits: { perMinute: 600, perSecond: 10 },
        tuning: { maxQueueMs: 0, priorityMaxQueueMs: 1_000 },
      }),
    }),
  );
  return { app, provider, advance: (ms: number) => (time += ms) };
}

/** Anonymous unique searches from fresh addresses until the upstream limiter refuses one. */
async function exhaustBudget(app: FastifyInstance): Promise<LightMyRequestResponse> {
  for (let i = 0; i < 50; i++) {
    const response = await new Browser(app).get(`/api/search?q=flood-${freshIp()}-${i}`);
    if (response.statusCode === 503) return response;
    expect(response.statusCode).toBe(200);
  }
  throw new Error('the upstream limiter never filled');
}

const codes = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

describe('per-client limit on upstream-spending requests', () => {
  it('answers a flood of unique searches from one address with 429 and Retry-After, while another address still searches', async () => {
    expect(productionLimit().marketClientLimitPerMinute).toBe(CLIENT_LIMIT.max);
    const fake = await startFake();
    const app = await finnhubApp(fake);
    const flooder = new Browser(app);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < CLIENT_LIMIT.max + 10; i++) {
      answers.push(await flooder.get(`/api/search?q=unique${i}`));
    }
    expect(codes(answers.slice(0, CLIENT_LIMIT.max)).every((code) => code === 200)).toBe(true);
    const refused = answers.slice(CLIENT_LIMIT.max);
    expect(codes(refused).every((code) => code === 429)).toBe(true);
    const retryAfter = Number(refused[0]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0]?.json().error).toMatchObject({
      code: 'market-data-rate-limited',
      message: expect.stringMatching(/^Too many market-data requests from you\. .* \d+ s\.$/),
    });
    // The refused searches cost the provider nothing; answers already cached are still served.
    expect(fake.requestCount('/search')).toBe(CLIENT_LIMIT.max);
    expect((await flooder.get('/api/search?q=unique0')).statusCode).toBe(200);

    const neighbour = await new Browser(app).get('/api/search?q=apple');
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.json().results).toContainEqual(expect.objectContaining({ symbol: 'AAPL' }));
  });

  it('holds across two app instances on one database, counting concurrent hits exactly', async () => {
    const fake = await startFake();
    const [first, second] = [await finnhubApp(fake), await finnhubApp(fake)];
    const address = freshIp();
    // Ten first, then fourteen at once on each instance: within what one client may have
    // running and waiting at once (MARKET_MISSES), so only the minute's count refuses.
    for (let i = 0; i < 10; i++) {
      expect((await new Browser(first, address).get(`/api/search?q=early${i}`)).statusCode).toBe(
        200,
      );
    }
    const burst = (app: FastifyInstance, tag: string) =>
      Array.from({ length: 14 }, (_, i) =>
        new Browser(app, address).get(`/api/search?q=${tag}${i}`),
      );
    const answers = await Promise.all([...burst(first, 'one'), ...burst(second, 'two')]);
    expect(codes(answers).filter((code) => code === 200)).toHaveLength(CLIENT_LIMIT.max - 10);
    expect(codes(answers).filter((code) => code === 429)).toHaveLength(38 - CLIENT_LIMIT.max);
    // Another address on either instance is not affected.
    expect((await new Browser(second).get('/api/search?q=msft')).statusCode).toBe(200);
  });
});

describe('per-user limit on adds', () => {
  it("counts a signed-in user's adds of uncached symbols against their limit: 429 with Retry-After, nothing stored", async () => {
    const app = await track(buildTestApp(database, { config: productionLimit() }));
    const user = await signedInUser(app, database);
    for (let i = 0; i < CLIENT_LIMIT.max; i++) {
      expect((await user.browser.put(`/api/watchlist/W${i}`)).statusCode).toBe(200);
    }
    const over = await user.browser.put('/api/watchlist/WOVER');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.code).toBe('market-data-rate-limited');
    const { watchlist } = (await user.browser.get('/api/watchlist')).json();
    expect(watchlist).toHaveLength(CLIENT_LIMIT.max);
    expect(watchlist).not.toContain('WOVER');
    // A symbol already cached costs nothing, so adding it still works.
    expect((await new Browser(app).get('/api/quotes/AAPL')).statusCode).toBe(200);
    expect((await user.browser.put('/api/watchlist/AAPL')).statusCode).toBe(200);
  });
});

describe('a full upstream limiter', () => {
  it('refuses a watchlist or portfolio add of an uncached symbol with 503 and Retry-After, changing nothing', async () => {
    const { app } = await smallBudgetApp();
    const user = await signedInUser(app, database);
    const full = await exhaustBudget(app);
    expect(full.json().error.code).toBe('market-data-busy');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);

    const add = await user.browser.put('/api/watchlist/NVDA');
    expect(add.statusCode).toBe(503);
    expect(Number(add.headers['retry-after'])).toBeGreaterThan(0);
    expect(add.json().error).toMatchObject({
      code: 'market-data-busy',
      message: expect.stringMatching(/request limit is reached\. Please try again in \d+ s\.$/),
    });
    const position = await user.browser.post('/api/portfolio/positions', {
      symbol: 'AMD',
      name: 'AMD',
      shares: 1,
      purchasePrice: 100,
    });
    expect(position.statusCode).toBe(503);
    expect(position.headers['retry-after']).toBeDefined();
    expect((await user.browser.get('/api/watchlist')).json()).toEqual({ watchlist: [] });
    expect((await user.browser.get('/api/portfolio')).json().portfolio).toEqual([]);
  });

  it("serves a signed-in user's own watchlist symbol first while an anonymous flood has used up the budget", async () => {
    const { app, provider, advance } = await smallBudgetApp();
    const user = await signedInUser(app, database);
    expect((await user.browser.put('/api/watchlist/MSFT')).statusCode).toBe(200);
    advance(11 * 60_000); // MSFT's quote is past its TTL; the budget has refilled

    await exhaustBudget(app);
    const anonymous = await new Browser(app).get('/api/quotes/AMD');
    expect(anonymous.statusCode).toBe(503);
    const notTheirs = await user.browser.get('/api/quotes/ORCL');
    expect(notTheirs.statusCode).toBe(503);

    const callsBefore = provider.calls.quote;
    const own = await user.browser.get('/api/quotes/MSFT');
    expect(own.statusCode).toBe(200);
    expect(own.json().freshness.stale).toBe(false);
    expect(provider.calls.quote).toBe(callsBefore + 1);
  });
});

describe('the offline simulated provider', () => {
  async function simulatedApp() {
    return track(
      buildTestApp(database, {
        config: productionLimit(),
        marketData: testMarketData(database, { provider: createSimulatedProvider() }),
      }),
    );
  }

  it('never reports a full limiter, however many unique requests', async () => {
    const app = await simulatedApp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => new Browser(app).get(`/api/search?q=sim${i}`)),
    );
    expect(answers.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const client = new Browser(app);
    for (let i = 0; i < 40; i++) {
      const quote = await client.get(`/api/quotes/S${i}`);
      expect([200, 404]).toContain(quote.statusCode);
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().marketData).toBe('ok');
  });

  // The simulated provider spends no upstream budget, so nothing limited one
  // address's cache misses, and their work (our CPU and database) slowed everyone.
  it("answers 429 to one address's uncached charts and ranges past its share of work at once, while another address is served", async () => {
    expect(MARKET_MISSES).toMatchObject({ perClientRunning: 2, perClientWaiting: 12 });
    const app = await simulatedApp();
    const flooder = new Browser(app);
    const paths = Array.from({ length: 10 }, (_, i) => [
      `/api/stocks/F${i}/history?timeframe=1Y`,
      `/api/stocks/F${i}/stats`,
    ]).flat();
    const flood = Promise.all(paths.map((path) => flooder.get(path)));
    const neighbour = await new Browser(app).get('/api/stocks/AAPL/history?timeframe=1Y');
    const answers = await flood;
    const refused = answers.filter((r) => r.statusCode === 429);
    // Two running and twelve waiting of twenty: six refused, before any work.
    expect(refused).toHaveLength(6);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]?.json().error.code).toBe('market-data-rate-limited');
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(14);
    expect(neighbour.statusCode).toBe(200);
    // A refused chart is not remembered as failed: asked again, it is served.
    const again = await flooder.get(paths[answers.findIndex((r) => r.statusCode === 429)] ?? '');
    expect(again.statusCode).toBe(200);
  });
});
