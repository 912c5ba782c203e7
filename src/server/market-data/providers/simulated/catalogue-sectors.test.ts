import { describe, expect, it } from 'vitest';
import { SECTOR_FUNDS } from '#shared/platform/symbols.ts';
import { sectorOfIndustry } from '../../industry-sectors.ts';
import { SIMULATED_CATALOGUE, catalogueEntry } from './catalogue.ts';
import { listingAssetClass, listingSector } from './catalogue-sectors.ts';

const SECTORS = new Set<string>(SECTOR_FUNDS.map((fund) => fund.name));
const entry = (symbol: string) => {
  const found = catalogueEntry(symbol);
  if (!found) throw new Error(`${symbol} is not in the catalogue`);
  return found;
};

describe("a Finnhub industry's sector", () => {
  it('is the one sector all its companies are in', () => {
    expect(sectorOfIndustry('Semiconductors')).toBe('Technology');
    expect(sectorOfIndustry('Media')).toBe('Communication Services');
    expect(sectorOfIndustry('Biotechnology')).toBe('Healthcare');
    expect(sectorOfIndustry('Banking')).toBe('Financials');
  });

  it('is not said where GICS splits the industry, nor for an industry it does not know', () => {
    for (const industry of ['Retail', 'Electrical Equipment', 'Construction', 'Crypto', ''])
      expect(sectorOfIndustry(industry), industry).toBeNull();
    expect(sectorOfIndustry(null)).toBeNull();
    // Not an own property: no sector from the object's prototype.
    expect(sectorOfIndustry('toString')).toBeNull();
  });
});

describe("the simulated listings' sectors and asset classes", () => {
  it('gives every company one of the 11 sectors and every listing an asset class', () => {
    for (const listing of SIMULATED_CATALOGUE) {
      expect(() => listingAssetClass(listing), listing.symbol).not.toThrow();
      if (listing.type === 'ETP') continue;
      expect(SECTORS.has(listingSector(listing) ?? ''), listing.symbol).toBe(true);
    }
  });

  it('follows GICS where it splits an industry or departs from it', () => {
    expect(listingSector(entry('COST'))).toBe('Consumer Staples');
    expect(listingSector(entry('AMZN'))).toBe('Consumer Discretionary');
    expect(listingSector(entry('APH'))).toBe('Technology');
    expect(listingSector(entry('ETN'))).toBe('Industrials');
    expect(listingSector(entry('MLM'))).toBe('Materials');
    expect(listingSector(entry('XYZ'))).toBe('Financials');
    expect(listingSector(entry('6758.T'))).toBe('Consumer Discretionary');
  });

  it("names a fund's sector only when it holds one", () => {
    for (const fund of SECTOR_FUNDS) expect(listingSector(entry(fund.symbol))).toBe(fund.name);
    expect(listingSector(entry('VGT'))).toBe('Technology');
    for (const broad of ['SPY', 'VTI', 'QQQ', 'AGG', 'GLD'])
      expect(listingSector(entry(broad)), broad).toBeNull();
  });

  it("calls a fund's asset class by what it holds", () => {
    const classes = Object.fromEntries(
      ['SPY', 'TLT', 'SGOV', 'GLD', 'FXE', 'VIXY', 'O', 'AAPL'].map((symbol) => [
        symbol,
        listingAssetClass(entry(symbol)),
      ]),
    );
    expect(classes).toEqual({
      SPY: 'Stocks',
      TLT: 'Bonds',
      SGOV: 'Bonds',
      GLD: 'Commodities',
      FXE: 'Currencies',
      VIXY: 'Alternatives',
      O: 'Real estate',
      AAPL: 'Stocks',
    });
  });
});
