import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '#server/market-data/create-provider.ts';
import { declares, PRIMARY_CAPABILITIES } from '#server/market-data/providers/registry.ts';
import { MARKET_DATA_PROVIDER_NAMES } from '#shared/market-data/market-data-providers.ts';
import { marketDataContract as contract } from '#shared/market-data/market-data.contract.ts';
import { buildTestApp, testConfig, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';
import { startFakeTiingo, type FakeTiingo } from './fake-tiingo/index.ts';

// The acceptance: with MARKET_DATA_PROVIDER=finnhub against the (fake) vendor, the API
// serves the same shapes as with the simulated provider. Each answer is parsed with the
// contract the browser uses. Every combination of providers the configuration allows is run
// (docs/decisions/023): each primary provider, alone and with each other provider that serves
// daily history (and intraday, on a plan that allows storing it), made through the registry
// from the environment a deployment would set.

const requests: Array<[keyof typeof contract, string]> = [
  ['quotes', '/api/quotes?symbols=AAPL,MSFT,ZZZZQ'],
  ['quote', '/api/quotes/AAPL'],
  ['search', '/api/search?q=apple'],
  ['profile', '/api/stocks/AAPL/profile'],
  ['profile', '/api/stocks/SPY/profile'],
  ['history', '/api/stocks/AAPL/history?timeframe=1M'],
  ['history', '/api/stocks/AAPL/history?timeframe=1D'],
  ['history', '/api/stocks/AAPL/history?timeframe=Max'],
  ['companyNews', '/api/stocks/AAPL/news?limit=5'],
  ['companyNews', '/api/stocks/SPY/news'],
  ['stats', '/api/stocks/AAPL/stats'],
  ['news', '/api/news?limit=5'],
  ['overview', '/api/market/overview'],
  ['movers', '/api/market/movers'],
  ['sectors', '/api/market/sectors'],
  ['status', '/api/market/status'],
];

/** The provider variables of one combination, named after them ('finnhub + HISTORY_PROVIDER=tiingo'). */
type Combination = Readonly<Record<string, string>> & { MARKET_DATA_PROVIDER: string };
const primaries = MARKET_DATA_PROVIDER_NAMES.filter((name) =>
  PRIMARY_CAPABILITIES.every((capability) => declares(name, capability)),
);
const COMBINATIONS: Combination[] = primaries.flatMap((primary): Combination[] => [
  { MARKET_DATA_PROVIDER: primary },
  ...MARKET_DATA_PROVIDER_NAMES.filter(
    (other) => other !== primary && declares(other, 'daily-history'),
  ).flatMap((other): Combination[] => [
    { MARKET_DATA_PROVIDER: primary, HISTORY_PROVIDER: other },
    // Intraday from Tiingo needs a plan that allows storing rows.
    ...(declares(other, 'intraday')
      ? [
          {
            MARKET_DATA_PROVIDER: primary,
            HISTORY_PROVIDER: other,
            INTRADAY_PROVIDER: other,
            TIINGO_PLAN: 'power',
          },
        ]
      : []),
  ]),
]);
const nameOf = (combination: Combination) =>
  Object.entries(combination)
    .map(([variable, value]) =>
      variable === 'MARKET_DATA_PROVIDER' ? value : `${variable}=${value}`,
    )
    .join(' + ');

let database: TestDatabase;
let fake: FakeFinnhub;
let tiingo: FakeTiingo;
const apps = new Map<Combination, FastifyInstance>();
const appOf = (combination: Combination) => {
  const app = apps.get(combination);
  if (!app) throw new Error(`no app for ${nameOf(combination)}`);
  return app;
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFinnhub({ perMinuteLimit: 100_000 });
  tiingo = await startFakeTiingo({ perHourLimit: 10_000, perDayLimit: 100_000 });
  // Every provider's variables at once; each entry reads only its own.
  const env = {
    FINNHUB_API_KEY: fake.apiKey,
    FINNHUB_BASE_URL: fake.baseUrl,
    FINNHUB_WS_URL: fake.wsUrl,
    TIINGO_API_KEY: tiingo.apiKey,
    TIINGO_BASE_URL: tiingo.baseUrl,
  };
  const session = () => ({ isOpen: false, session: null, holiday: null });
  for (const combination of COMBINATIONS) {
    const providers = createProviders(
      testConfig({ ...env, ...combination }),
      pino({ level: 'silent' }),
    );
    const marketData = testMarketData(database, {
      provider: providers.primary,
      historyProviders: {
        ...(providers.dailyHistory ? { dailyHistory: providers.dailyHistory } : {}),
        ...(providers.intraday ? { intraday: providers.intraday } : {}),
      },
      session,
      // Every app here spends the fake key's one budget (docs/decisions/024); shapes, not
      // limits, are under test.
      limits: { perMinute: 100_000 },
    });
    apps.set(combination, await buildTestApp(database, { marketData }));
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await fake.close();
  await tiingo.close();
  await database.dispose();
});

it('runs every primary provider alone and with each history provider', () => {
  const names = COMBINATIONS.map(nameOf);
  expect(names).toHaveLength(10);
  expect(names).toContain('finnhub + HISTORY_PROVIDER=tiingo');
  expect(names).toContain('simulated + HISTORY_PROVIDER=tiingo');
  expect(names).toContain(
    'finnhub + HISTORY_PROVIDER=tiingo + INTRADAY_PROVIDER=tiingo + TIINGO_PLAN=power',
  );
});

describe.each(COMBINATIONS.map((c) => [nameOf(c), c] as const))(
  '%s behind the API',
  (_name, combination) => {
    const provider = combination.MARKET_DATA_PROVIDER;
    it.each(requests)('answers %s (%s) in the contract shape', async (route, url) => {
      const response = await appOf(combination).inject({ url });
      expect(response.statusCode, response.body).toBe(200);
      const parsed = contract[route].response.safeParse(response.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    });

    it("shows each provider of the chain's breaker in /api/health, once", async () => {
      const response = await appOf(combination).inject({ url: '/api/health' });
      const chain = new Set([
        provider,
        combination.HISTORY_PROVIDER ?? provider,
        combination.INTRADAY_PROVIDER ?? provider,
      ]);
      expect(response.json().details.marketData.upstream).toEqual(
        [...chain].map((name) => ({ provider: name, breaker: 'closed', pausedUntil: null })),
      );
    });

    it('reports an unknown symbol as no data, never as a price of 0', async () => {
      const response = await appOf(combination).inject({ url: '/api/quotes?symbols=ZZZZQ' });
      expect(response.json().results).toMatchObject([{ symbol: 'ZZZZQ', quote: null }]);
    });

    it('names its provider for the Simulated data badge', async () => {
      expect((await appOf(combination).inject({ url: '/api/market/status' })).json().provider).toBe(
        provider,
      );
    });

    if (combination.HISTORY_PROVIDER === 'tiingo') {
      it('draws a month of daily closes from Tiingo on the first view', async () => {
        const response = await appOf(combination).inject({
          url: '/api/stocks/MSFT/history?timeframe=1M',
        });
        // The fake Tiingo's MSFT moves between 225 and 385, the other fakes' elsewhere; only the
        // last point may be today's, recorded from the primary provider's quotes.
        const points = response.json().points as Array<{ close: number }>;
        expect(points.length).toBeGreaterThanOrEqual(15);
        expect(points.slice(0, -1).every((p) => p.close > 225 && p.close < 385)).toBe(true);
        expect(tiingo.requestCount('/tiingo/daily/MSFT')).toBeGreaterThan(0);
      });
    }
  },
);
