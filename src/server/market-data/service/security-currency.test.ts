import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMarketData } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import type { CompanyProfile } from '#shared/market-data/market-data.ts';
import { createSimulatedProvider } from '../providers/simulated/index.ts';
import type { MarketDataProvider } from '../provider.ts';
import type { MarketDataService } from './market-data.service.ts';

// What currency a symbol's prices are in, for the portfolio (decision 084), and listings abroad
// through the service: quotes in their currency, charts on their own exchange's days.

const NOW = Date.parse('2026-11-20T03:00:00Z'); // Friday: Tokyo open, London and New York not
const simulated = createSimulatedProvider({ now: () => NOW });
const profilesAsked: string[] = [];
const moscow: CompanyProfile = {
  symbol: 'FXRL.ME',
  name: 'FinEx Russian RTS Equity UCITS ETF (USD)',
  exchange: 'MOSCOW EXCHANGE',
  industry: null,
  website: null,
  marketCapitalization: null,
  currency: 'RUB',
  employees: null,
  country: 'IE',
  ipo: null,
  phone: null,
};
const provider: MarketDataProvider = {
  ...simulated,
  async profile(symbol) {
    profilesAsked.push(symbol);
    return symbol === 'FXRL.ME' ? moscow : simulated.profile(symbol);
  },
};

let database: TestDatabase;
let service: MarketDataService;
beforeAll(async () => {
  database = await createTestDatabase();
  service = testMarketData(database, { provider, now: () => NOW });
});
afterAll(async () => {
  await service.close();
  await database.dispose();
});

describe('securityCurrency', () => {
  it("answers from the symbol's exchange without asking anyone", async () => {
    expect(await service.securityCurrency('VOD.L')).toBe('GBP');
    expect(await service.securityCurrency('sap.de')).toBe('EUR');
    expect(await service.securityCurrency('SHOP.TO')).toBe('CAD');
    expect(await service.securityCurrency('NESN.SW')).toBe('CHF');
    expect(await service.securityCurrency('7203.T')).toBe('JPY');
    expect(await service.securityCurrency('AAPL')).toBe('USD');
    expect(profilesAsked).toEqual([]);
  });

  it('asks the profile once for an exchange it does not list, and a share class is dollars', async () => {
    expect(await service.securityCurrency('FXRL.ME')).toBe('RUB');
    expect(await service.securityCurrency('FXRL.ME')).toBe('RUB');
    expect(await service.securityCurrency('BRK.B')).toBe('USD');
    expect(profilesAsked).toEqual(['FXRL.ME', 'BRK.B']);
  });
});

describe('a Tokyo listing through the service', () => {
  it("is quoted in yen and charted on Tokyo's trading days", async () => {
    const { quote } = await service.quote('7203.T');
    expect(quote).toMatchObject({ symbol: '7203.T', currency: 'JPY' });
    await service.settled();
    const chart = await service.history('7203.T', '1M');
    expect(chart.points.at(-1)).toEqual({ time: '2026-11-20', close: quote?.price });
    // Thursday in Tokyo, though it opened on Wednesday evening in New York.
    expect(chart.points.map((point) => point.time)).toContain('2026-11-19');
  });
});
