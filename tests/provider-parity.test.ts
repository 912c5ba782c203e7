import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinnhubProvider } from '../src/server/market-data/providers/finnhub/index.ts';
import { createSimulatedProvider } from '../src/server/market-data/providers/simulated/index.ts';
import { marketDataContract as contract } from '../src/shared/market-data.contract.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startFakeFinnhub, type FakeFinnhub } from './fake-finnhub/index.ts';

// Issue 3's acceptance: with MARKET_DATA_PROVIDER=finnhub against the (fake) vendor, the API
// serves the same shapes as with the simulated provider. Each answer is parsed with the
// contract the browser uses.

const requests: Array<[keyof typeof contract, string]> = [
  ['quotes', '/api/quotes?symbols=AAPL,MSFT,ZZZZQ'],
  ['quote', '/api/quotes/AAPL'],
  ['search', '/api/search?q=apple'],
  ['profile', '/api/stocks/AAPL/profile'],
  ['profile', '/api/stocks/SPY/profile'],
  ['history', '/api/stocks/AAPL/history?timeframe=1M'],
  ['stats', '/api/stocks/AAPL/stats'],
  ['news', '/api/news?limit=5'],
  ['overview', '/api/market/overview'],
  ['sectors', '/api/market/sectors'],
  ['status', '/api/market/status'],
];

let database: TestDatabase;
let fake: FakeFinnhub;
let apps: Record<'simulated' | 'finnhub', FastifyInstance>;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFinnhub();
  const session = () => ({ isOpen: false, session: null, holiday: null });
  apps = {
    simulated: await buildTestApp(database, {
      marketData: testMarketData(database, { provider: createSimulatedProvider(), session }),
    }),
    finnhub: await buildTestApp(database, {
      marketData: testMarketData(database, {
        provider: createFinnhubProvider({
          apiKey: fake.apiKey,
          baseUrl: fake.baseUrl,
          wsUrl: fake.wsUrl,
        }),
        session,
      }),
    }),
  };
});
afterAll(async () => {
  await apps.simulated.close();
  await apps.finnhub.close();
  await fake.close();
  await database.dispose();
});

describe.each(['simulated', 'finnhub'] as const)('the %s provider behind the API', (provider) => {
  it.each(requests)('answers %s (%s) in the contract shape', async (route, url) => {
    const response = await apps[provider].inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    const parsed = contract[route].response.safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('reports an unknown symbol as no data, never as a price of 0', async () => {
    const response = await apps[provider].inject({ url: '/api/quotes?symbols=ZZZZQ' });
    expect(response.json().results).toMatchObject([{ symbol: 'ZZZZQ', quote: null }]);
  });

  it('names its provider for the Simulated data badge', async () => {
    expect((await apps[provider].inject({ url: '/api/market/status' })).json().provider).toBe(
      provider,
    );
  });
});
