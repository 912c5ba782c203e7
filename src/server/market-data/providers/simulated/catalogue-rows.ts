import { US_MARKET, type ListingMarket } from '#shared/market-data/listing-markets.ts';
import type { CatalogueEntry, ListingType } from './catalogue.ts';

// The catalogue's compact tables: one listing a line, cells split on '|', read and checked here,
// and the entries every table's rows become.

const EXCHANGES: Readonly<Record<string, string>> = {
  Q: 'NASDAQ NMS - GLOBAL MARKET',
  N: 'NEW YORK STOCK EXCHANGE, INC.',
  A: 'NYSE ARCA',
  B: 'CBOE BZX',
};

/** Shares traded per day: a share of the company's value (or the fund's assets) turning over. */
export const STOCK_TURNOVER = 0.006;
export const FUND_TURNOVER = 0.04;
export const STOCK_DRIFT = 0.08;

export function rows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

export function cellAt(row: string[], index: number): string {
  const cell = row[index];
  if (cell === undefined || cell === '') throw new Error(`Catalogue row ${row[0]}: cell ${index}`);
  return cell;
}

export function numberAt(row: string[], index: number): number {
  const value = Number(cellAt(row, index));
  if (!Number.isFinite(value))
    throw new Error(`Catalogue row ${row[0]}: cell ${index} not a number`);
  return value;
}

export function exchangeAt(row: string[], index: number): string {
  const exchange = EXCHANGES[cellAt(row, index)];
  if (!exchange) throw new Error(`Catalogue row ${row[0]}: unknown exchange`);
  return exchange;
}

/** What a table says of a company; what it leaves out is unknown (null), not invented. */
export interface CompanyFacts {
  symbol: string;
  name: string;
  type: ListingType;
  exchange: string;
  industry: string;
  country: string;
  ipo: string | null;
  website: string | null;
  phone: string | null;
  employees: number | null;
  marketCapitalization: number;
  anchorPrice: number;
  dailyVolatility: number;
}

/** A company's entry, trading in its market's currency (the US market's unless said). */
export function companyEntry(facts: CompanyFacts, market: ListingMarket = US_MARKET) {
  return {
    ...facts,
    currency: market.currency,
    priceDecimals: market.priceDecimals,
    assetClass: facts.type === 'REIT' ? 'Real Estate' : 'Equity',
    category: null,
    annualDrift: STOCK_DRIFT,
    averageDailyVolume: Math.round(
      (facts.marketCapitalization * 1e6 * STOCK_TURNOVER) / facts.anchorPrice,
    ),
  } satisfies CatalogueEntry;
}

/** What a table says of a US fund: its asset class and category; its assets in millions. */
export interface FundFacts {
  symbol: string;
  name: string;
  exchange: string;
  ipo: string | null;
  website: string | null;
  assetClass: string;
  category: string;
  assets: number;
  anchorPrice: number;
  dailyVolatility: number;
  annualDrift: number;
}

/** A US fund's entry: no industry, headcount or market cap; its volume from its assets. */
export function fundEntry({ assets, ...facts }: FundFacts) {
  return {
    ...facts,
    type: 'ETP',
    currency: US_MARKET.currency,
    priceDecimals: US_MARKET.priceDecimals,
    industry: null,
    country: 'US',
    phone: null,
    employees: null,
    marketCapitalization: null,
    averageDailyVolume: Math.round((assets * 1e6 * FUND_TURNOVER) / facts.anchorPrice),
  } satisfies CatalogueEntry;
}
