import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SYMBOLS,
  INDEX_FUNDS,
  SECTOR_FUNDS,
  SECTOR_HOLDINGS,
  WATCHED_STOCKS,
  symbolSchema,
} from '#shared/platform/symbols.ts';
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

  it('has complete company facts for every non-fund listing', () => {
    for (const entry of SIMULATED_CATALOGUE.filter((listing) => listing.type !== 'ETP')) {
      expect(entry.industry, entry.symbol).toBeTruthy();
      expect(entry.country, entry.symbol).toMatch(/^[A-Z]{2}$/);
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

  it('has exchange, inception date and website for every fund', () => {
    for (const entry of SIMULATED_CATALOGUE.filter((listing) => listing.type === 'ETP')) {
      expect(entry.exchange, entry.symbol).toBeTruthy();
      expect(entry.ipo, entry.symbol).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(entry.website, entry.symbol).toMatch(/^https:\/\//);
    }
  });

  it('gives every listing sane walk parameters', () => {
    for (const entry of SIMULATED_CATALOGUE) {
      expect(entry.anchorPrice, entry.symbol).toBeGreaterThan(1);
      expect(entry.dailyVolatility, entry.symbol).toBeGreaterThanOrEqual(0.005);
      expect(entry.dailyVolatility, entry.symbol).toBeLessThanOrEqual(0.06);
      expect(entry.averageDailyVolume, entry.symbol).toBeGreaterThan(10_000);
    }
  });

  it('finds entries in any case', () => {
    expect(catalogueEntry(' brk.b ')?.name).toBe('Berkshire Hathaway Inc.');
    expect(catalogueEntry('NOPE')).toBeUndefined();
  });
});
