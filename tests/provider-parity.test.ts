import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRegisteredProvider,
  readProviderSettings,
} from '../src/server/market-data/providers/registry.ts';
import {
  MARKET_DATA_PROVIDER_NAMES,
  type MarketDataProviderName,
} from '../src/shared/market-data-providers.ts';
import { marketDataContract as contract } from '../src/shared/market-data.contract.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';

// Issue 3's acceptance: with MARKET_DATA_PROVIDER=finnhub against the (fake) vendor, the API
// serves the same shapes as with the simulated provider. Each answer is parsed with the
// contract the browser uses. Every provider in the registry is run, each made by its own
// registry entry from the environment a deployment would set (docs/decisions/019).

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

let database: TestDatabase;
let fake: FakeFinnhub;
const apps = new Map<MarketDataProviderName, FastifyInstance>();
const appOf = (provider: MarketDataProviderName) => {
  const app = apps.get(provider);
  if (!app) throw new Error(`no app for ${provider}`);
  return app;
};

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFinnhub();
  // Every provider's variables at once; each entry reads only its own.
  const env = {
    FINNHUB_API_KEY: fake.apiKey,
    FINNHUB_BASE_URL: fake.baseUrl,
    FINNHUB_WS_URL: fake.wsUrl,
  };
  const session = () => ({ isOpen: false, session: null, holiday: null });
  for (const name of MARKET_DATA_PROVIDER_NAMES) {
    const settings = readProviderSettings(name, env, `the parity test for ${name}`);
    if (!settings.ok) throw new Error(settings.issues.join('\n'));
    const provider = createRegisteredProvider(settings.settings, pino({ level: 'silent' }));
    apps.set(
      name,
      await buildTestApp(database, { marketData: testMarketData(database, { provider, session }) }),
    );
  }
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await fake.close();
  await database.dispose();
});

describe.each(MARKET_DATA_PROVIDER_NAMES)('the %s provider behind the API', (provider) => {
  it.each(requests)('answers %s (%s) in the contract shape', async (route, url) => {
    const response = await appOf(provider).inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const parsed = contract[route].response.safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('reports an unknown symbol as no data, never as a price of 0', async () => {
    const response = await appOf(provider).inject({ url: '/api/quotes?symbols=ZZZZQ' });
    expect(response.json().results).toMatchObject([{ symbol: 'ZZZZQ', quote: null }]);
  });

  it('names its provider for the Simulated data badge', async () => {
    expect((await appOf(provider).inject({ url: '/api/market/status' })).json().provider).toBe(
      provider,
    );
  });
});
