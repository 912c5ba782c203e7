import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SYMBOLS,
  INDEX_FUNDS,
  SECTOR_FUNDS,
  SECTOR_HOLDINGS,
  WATCHED_STOCKS,
  symbolSchema,
} from '#shared/platform/symbols.ts';
import { listingMarket, US_MARKET } from '#shared/market-data/listing-markets.ts';
import { SIMULATED_CATALOGUE, catalogueEntry } from './catalogue.ts';

const specSymbols = [
  ...INDEX_FUNDS.map((fund) => fund.symbol),
  ...SECTOR_FUNDS.map((fund) => fund.symbol),
  ...SECTOR_HOLDINGS.map((holding) => holding.symbol),
  ...WATCHED_STOCKS.map((stock) => stock.symbol),
  ...FALLBACK_SYMBOLS,
];

describe('SIMULATED_CATALOGUE', () => {
  it('has at least 100 common stocks so search feels real', () => {
    const common = SIMULATED_CATALOGUE.filter((entry) => entry.type === 'Common Stock');
    expect(common.length).toBeGreaterThanOrEqual(100);
  });

  it('covers the S&P 500 and the 100 most-held US funds, each fund with its asset class', () => {
    const us = SIMULATED_CATALOGUE.filter((entry) => listingMarket(entry.symbol) === US_MARKET);
    const companies = us.filter((entry) => entry.type === 'Common Stock' || entry.type === 'REIT');
    const funds = us.filter((entry) => entry.type === 'ETP');
    expect(companies.length).toBeGreaterThanOrEqual(500);
    expect(funds.length).toBeGreaterThanOrEqual(100);
    for (const symbol of ['ACN', 'BF.B', 'WELL', 'XEL', 'ZTS', 'IBKR', 'EME', 'APP', 'TTD'])
      expect(catalogueEntry(symbol)?.industry, symbol).toBeTruthy();
    for (const fund of funds) {
      expect(fund.assetClass, fund.symbol).toMatch(
        /^(Equity|Fixed Income|Commodity|Currency|Real Estate|Alternative)$/,
      );
      expect(fund.category, fund.symbol).toBeTruthy();
    }
    expect(catalogueEntry('SGOV')).toMatchObject({
      assetClass: 'Fixed Income',
      category: 'Ultrashort Bond',
    });
  });

  it('has ADRs, REITs and ETPs for the Common Stock filter to drop', () => {
    const types = new Set(SIMULATED_CATALOGUE.map((entry) => entry.type));
    expect([...types].sort()).toEqual(['ADR', 'Common Stock', 'ETP', 'REIT']);
  });

  it('contains every symbol the SPEC names', () => {
    for (const symbol of specSymbols) expect(catalogueEntry(symbol)?.symbol).toBe(symbol);
  });

  it('lists each symbol once, each valid for our API', () => {
    const symbols = SIMULATED_CATALOGUE.map((entry) => entry.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const symbol of symbols) expect(symbolSchema.parse(symbol)).toBe(symbol);
  });

  it("names the sector funds' holdings as the movers lists do", () => {
    for (const holding of SECTOR_HOLDINGS)
      expect(catalogueEntry(holding.symbol)?.name).toBe(holding.name);
  });

  it('names the watched stocks exactly as the SPEC does', () => {
    for (const stock of WATCHED_STOCKS) expect(catalogueEntry(stock.symbol)?.name).toBe(stock.name);
  });

  it('has complete company facts for every detailed non-fund listing', () => {
    for (const entry of SIMULATED_CATALOGUE.filter((listing) => listing.type !== 'ETP')) {
      expect(entry.industry, entry.symbol).toBeTruthy();
      expect(entry.country, entry.symbol).toMatch(/^[A-Z]{2}$/);
      expect(entry.marketCapitalization, entry.symbol).toBeGreaterThan(1000);
      // The compact S&P rows leave what they do not know unknown.
      if (entry.ipo === null) {
        expect([entry.website, entry.employees], entry.symbol).toEqual([null, null]);
        continue;
      }
      expect(entry.ipo, entry.symbol).toMatch(/^(18|19|20)\d\d-\d\d-\d\d$/);
      expect(entry.website, entry.symbol).toMatch(/^https:\/\/www\.[a-z0-9.-]+\.[a-z]+\/$/);
      expect(entry.employees, entry.symbol).toBeGreaterThan(0);
      expect(entry.marketCapitalization, entry.symbol).toBeGreaterThan(1000);
    }
  });

  it('has phone numbers for the watched stocks', () => {
    for (const stock of WATCHED_STOCKS)
      expect(catalogueEntry(stock.symbol)?.phone).toMatch(/^1\d{10}$/);
  });

  it('has an exchange for every fund, and inception date and website for the detailed ones', () => {
    for (const entry of SIMULATED_CATALOGUE.filter((listing) => listing.type === 'ETP')) {
      expect(entry.exchange, entry.symbol).toBeTruthy();
      if (entry.ipo === null) continue;
      expect(entry.ipo, entry.symbol).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(entry.website, entry.symbol).toMatch(/^https:\/\//);
    }
  });

  it('gives every listing sane walk parameters', () => {
    for (const entry of SIMULATED_CATALOGUE) {
      // Pounds, not pence: VOD.L trades at about 73p.
      expect(entry.anchorPrice, entry.symbol).toBeGreaterThan(entry.currency === 'GBP' ? 0.1 : 1);
      // A T-bill fund barely moves (SGOV: 0.02 % a day); everything else at least 0.5 %.
      const least = entry.assetClass === 'Fixed Income' ? 0.0001 : 0.005;
      expect(entry.dailyVolatility, entry.symbol).toBeGreaterThanOrEqual(least);
      expect(entry.dailyVolatility, entry.symbol).toBeLessThanOrEqual(0.06);
      expect(entry.averageDailyVolume, entry.symbol).toBeGreaterThan(10_000);
    }
  });

  it('finds entries in any case', () => {
    expect(catalogueEntry(' brk.b ')?.name).toBe('Berkshire Hathaway Inc.');
    expect(catalogueEntry('NOPE')).toBeUndefined();
  });
});

describe('listings abroad (decision 084)', () => {
  const abroad = SIMULATED_CATALOGUE.filter((entry) => listingMarket(entry.symbol) !== US_MARKET);
  const expected: Record<string, [exchange: string, currency: string, low: number, high: number]> =
    {
      'VOD.L': ['LONDON STOCK EXCHANGE', 'GBP', 0.4, 1.5],
      'AZN.L': ['LONDON STOCK EXCHANGE', 'GBP', 60, 160],
      'SAP.DE': ['XETRA', 'EUR', 150, 400],
      'ASML.AS': ['NYSE EURONEXT - EURONEXT AMSTERDAM', 'EUR', 400, 1000],
      'MC.PA': ['NYSE EURONEXT - EURONEXT PARIS', 'EUR', 300, 800],
      'SHOP.TO': ['TORONTO STOCK EXCHANGE', 'CAD', 60, 250],
      'NESN.SW': ['SWISS EXCHANGE', 'CHF', 50, 130],
      '7203.T': ['TOKYO STOCK EXCHANGE-TOKYO PRO MARKET', 'JPY', 1500, 4000],
    };

  it('lists the large companies of six exchanges abroad', () => {
    const suffixes = new Set(abroad.map((entry) => listingMarket(entry.symbol).suffix));
    expect([...suffixes].sort()).toEqual(['AS', 'DE', 'L', 'PA', 'SW', 'T', 'TO']);
    expect(abroad.length).toBeGreaterThanOrEqual(24);
  });

  it('gives each its exchange, country and currency, and a price level in that currency', () => {
    for (const [symbol, [exchange, currency, low, high]] of Object.entries(expected)) {
      const entry = catalogueEntry(symbol);
      expect(entry, symbol).toMatchObject({ exchange, currency, type: 'Common Stock' });
      expect(entry?.anchorPrice, symbol).toBeGreaterThan(low);
      expect(entry?.anchorPrice, symbol).toBeLessThan(high);
    }
    for (const entry of abroad) {
      const market = listingMarket(entry.symbol);
      expect(entry.currency, entry.symbol).toBe(market.currency);
      expect(entry.exchange, entry.symbol).toBe(market.exchange);
      expect(entry.country, entry.symbol).toBe(market.country);
      expect(entry.priceDecimals, entry.symbol).toBe(market.priceDecimals);
    }
  });

  it('names each one once, as Finnhub does (a company listed in the US too keeps its name)', () => {
    const names = abroad.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(catalogueEntry('SAP.DE')?.name).toBe(catalogueEntry('SAP')?.name);
    expect(catalogueEntry('VOD.L')?.name).toBe('Vodafone Group PLC');
  });

  it('keeps US listings in dollars on their own exchanges', () => {
    for (const entry of SIMULATED_CATALOGUE.filter((listing) => !abroad.includes(listing))) {
      expect(entry.currency, entry.symbol).toBe('USD');
      expect(entry.priceDecimals, entry.symbol).toBe(2);
    }
  });
});
