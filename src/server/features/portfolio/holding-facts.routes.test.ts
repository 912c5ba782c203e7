import type { FastifyInstance } from 'fastify';
import type { HoldingFacts } from '#shared/portfolio/portfolio-holdings.ts';
import { holdingsContract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '#tests/accounts.ts';
import { buildTestApp, testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createSimulatedProvider } from '../../market-data/providers/simulated/index.ts';

// Each held symbol's facts for the allocation (docs/decisions/096): from the provider's list of
// listings where it says, else from the sector funds' holdings and the profile's industry.

const setup = {} as { test: FastifyInstance; simulated: FastifyInstance; database: TestDatabase };

beforeAll(async () => {
  setup.database = await createTestDatabase();
  setup.test = await buildTestApp(setup.database);
  setup.simulated = await buildTestApp(setup.database, {
    marketData: testMarketData(setup.database, { provider: createSimulatedProvider() }),
  });
});
afterAll(async () => {
  await setup.test.close();
  await setup.simulated.close();
  await setup.database.dispose();
});

async function factsOf(app: FastifyInstance, symbols: string[]) {
  const { browser } = await signedInUser(app, setup.database);
  for (const symbol of symbols) {
    const entry = { type: 'buy', symbol, date: '2024-01-02', quantity: '1', price: '100' };
    const response = await browser.post(portfolioContract.createTransaction.path, entry);
    expect(response.statusCode, symbol).toBe(201);
  }
  const response = await browser.get(holdingsContract.holdingFacts.path);
  expect(response.statusCode).toBe(200);
  return new Map(response.json<HoldingFacts>().facts.map((fact) => [fact.symbol, fact]));
}

describe("each holding's facts for the allocation", () => {
  it('without a list of listings: the profile, the sector funds, else null', async () => {
    const facts = await factsOf(setup.test, ['AAPL', 'SPY']);
    // The test provider's profile says Technology and US for AAPL; AAPL is one of XLK's holdings,
    // and a company with a profile is Stocks.
    expect(facts.get('AAPL')).toEqual({
      symbol: 'AAPL',
      name: 'AAPL Inc.',
      kind: 'stock',
      sector: 'Technology',
      industry: 'Technology',
      country: 'US',
      assetClass: 'Stocks',
    });
    // It has no profile of SPY and no list, and SPY is no sector fund's holding: nothing guessed.
    expect(facts.get('SPY')).toEqual({
      symbol: 'SPY',
      name: null,
      kind: null,
      sector: null,
      industry: null,
      country: null,
      assetClass: null,
    });
  });

  it("with the simulated market's list: each listing's GICS sector and asset class", async () => {
    const symbols = ['WMT', 'HD', 'VMC', 'TDY', 'SAP.DE', 'O', 'XLK', 'VGT', 'SPY', 'TLT', 'GLD'];
    const facts = await factsOf(setup.simulated, symbols);
    const summary = Object.fromEntries(
      symbols.map((symbol) => {
        const fact = facts.get(symbol);
        return [symbol, [fact?.kind, fact?.sector, fact?.assetClass, fact?.country]];
      }),
    );
    expect(summary).toEqual({
      // Retail splits: Walmart is Consumer Staples since GICS's 2023 revision, Home Depot not.
      WMT: ['stock', 'Consumer Staples', 'Stocks', 'US'],
      HD: ['stock', 'Consumer Discretionary', 'Stocks', 'US'],
      // Construction splits too: Vulcan's aggregates are Materials.
      VMC: ['stock', 'Materials', 'Stocks', 'US'],
      // Electrical equipment: Teledyne's instruments are Technology.
      TDY: ['stock', 'Technology', 'Stocks', 'US'],
      'SAP.DE': ['stock', 'Technology', 'Stocks', 'DE'],
      // A REIT is real estate, by sector and by asset class.
      O: ['stock', 'Real Estate', 'Real estate', 'US'],
      // A sector fund holds one sector; its category says so for VGT.
      XLK: ['fund', 'Technology', 'Stocks', null],
      VGT: ['fund', 'Technology', 'Stocks', null],
      // A broad fund holds many sectors: none is named. What it holds is its asset class.
      SPY: ['fund', null, 'Stocks', null],
      TLT: ['fund', null, 'Bonds', null],
      GLD: ['fund', null, 'Commodities', null],
    });
  });
});
