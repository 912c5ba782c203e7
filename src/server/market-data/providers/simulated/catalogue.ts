import {
  listingMarket,
  US_MARKET,
  type CurrencyCode,
} from '#shared/market-data/listing-markets.ts';
import { INTERNATIONAL_ROWS } from './catalogue-international.ts';
import { CATALOGUE_ISINS } from './catalogue-isins.ts';
import { ADR_ROWS, ETP_ROWS, REIT_ROWS } from './catalogue-other.ts';
import { DETAILED_FUND_CLASSES, FUND_ROWS } from './catalogue-funds.ts';
import { SP500_FINANCE_ROWS } from './catalogue-sp500-finance.ts';
import { SP500_INDUSTRY_ROWS, SP500_REIT_ROWS } from './catalogue-sp500-industry.ts';
import { SP500_TECH_ROWS } from './catalogue-sp500-tech.ts';
import { COMMON_STOCK_ROWS, PUBLIC_PHONES } from './catalogue-stocks.ts';
import { listedFund, member } from './catalogue-listed.ts';
import { cellAt, companyEntry, exchangeAt, fundEntry, numberAt, rows } from './catalogue-rows.ts';

// The simulated market's listings: real US companies and funds with public facts (every S&P 500
// member and the most-held ETFs), a few dozen of the largest companies on their home exchanges
// abroad (decision 084), and the parameters of each one's simulated price walk. Rows are kept as compact tables (one listing per line) and
// parsed once here.

/** Finnhub's (OpenFIGI) security types that the simulation uses. */
export type ListingType = 'Common Stock' | 'ADR' | 'REIT' | 'ETP';

export interface CatalogueEntry {
  symbol: string;
  /** Its ISIN, where we know it for sure (catalogue-isins.ts). */
  isin?: string;
  name: string;
  type: ListingType;
  exchange: string;
  /** What its prices are in: an ISO code of the major unit (London in GBP, not pence). */
  currency: CurrencyCode;
  /** Decimals its prices keep (2; London 4, pence to two places; Tokyo 0). */
  priceDecimals: number;
  /** Finnhub-style industry; null for funds. */
  industry: string | null;
  country: string;
  /** Listing (or fund inception) date, YYYY-MM-DD; null where the catalogue does not say. */
  ipo: string | null;
  website: string | null;
  phone: string | null;
  employees: number | null;
  /** Millions of `currency`; null for funds. */
  marketCapitalization: number | null;
  /** 'Equity', 'Fixed Income', 'Commodity', 'Currency', 'Real Estate' or 'Alternative'. */
  assetClass: string;
  /** A fund's category ('US Large Cap', 'Ultrashort Bond'…); null for a company. */
  category: string | null;
  /** Walk parameters: price level around 2025-06-02, typical daily move, yearly trend. */
  anchorPrice: number;
  dailyVolatility: number;
  annualDrift: number;
  averageDailyVolume: number;
}

function company(row: string[], type: ListingType, country: string): CatalogueEntry {
  const symbol = cellAt(row, 0);
  return companyEntry({
    symbol,
    name: cellAt(row, 1),
    type,
    exchange: exchangeAt(row, 2),
    industry: cellAt(row, 3),
    country,
    ipo: cellAt(row, 4),
    website: `https://www.${cellAt(row, 5)}/`,
    phone: PUBLIC_PHONES[symbol] ?? null,
    employees: numberAt(row, 6),
    marketCapitalization: numberAt(row, 7),
    anchorPrice: numberAt(row, 8),
    dailyVolatility: numberAt(row, 9) / 100,
  });
}

function fund(row: string[]): CatalogueEntry {
  const [assetClass, category] = DETAILED_FUND_CLASSES[cellAt(row, 0)] ?? [];
  if (!assetClass || !category) throw new Error(`Catalogue row ${row[0]}: no asset class`);
  return fundEntry({
    symbol: cellAt(row, 0),
    name: cellAt(row, 1),
    exchange: exchangeAt(row, 2),
    ipo: cellAt(row, 3),
    website: `https://www.${cellAt(row, 4)}/`,
    assetClass,
    category,
    assets: numberAt(row, 5),
    anchorPrice: numberAt(row, 6),
    dailyVolatility: numberAt(row, 7) / 100,
    annualDrift: numberAt(row, 8) / 100,
  });
}

/** A company on its home exchange abroad: exchange, country and currency from its suffix. */
function abroad(row: string[]): CatalogueEntry {
  const symbol = cellAt(row, 0);
  const market = listingMarket(symbol);
  if (market === US_MARKET) throw new Error(`Catalogue row ${symbol}: no exchange abroad`);
  const facts = {
    symbol,
    name: cellAt(row, 1),
    type: 'Common Stock',
    exchange: market.exchange,
    industry: cellAt(row, 2),
    country: market.country,
    ipo: cellAt(row, 3),
    website: `https://www.${cellAt(row, 4)}/`,
    phone: null,
    employees: numberAt(row, 5),
    marketCapitalization: numberAt(row, 6),
    anchorPrice: numberAt(row, 7),
    dailyVolatility: numberAt(row, 8) / 100,
  } as const;
  return companyEntry(facts, market);
}

export const SIMULATED_CATALOGUE: readonly CatalogueEntry[] = [
  ...rows(COMMON_STOCK_ROWS).map((row) => company(row, 'Common Stock', 'US')),
  ...rows(ADR_ROWS).map((row) => company(row, 'ADR', cellAt(row, 10))),
  ...rows(REIT_ROWS).map((row) => company(row, 'REIT', 'US')),
  ...rows(ETP_ROWS).map(fund),
  ...rows(INTERNATIONAL_ROWS).map(abroad),
  ...[SP500_TECH_ROWS, SP500_FINANCE_ROWS, SP500_INDUSTRY_ROWS].flatMap((table) =>
    rows(table).map((row) => member(row, 'Common Stock')),
  ),
  ...rows(SP500_REIT_ROWS).map((row) => member(row, 'REIT')),
  ...rows(FUND_ROWS).map(listedFund),
].map((entry) => {
  const isin = CATALOGUE_ISINS.get(entry.symbol);
  return isin ? { ...entry, isin } : entry;
});

const bySymbol = new Map(SIMULATED_CATALOGUE.map((entry) => [entry.symbol, entry]));

/** The listing for a symbol (any case), or undefined when the simulation does not know it. */
export function catalogueEntry(symbol: string): CatalogueEntry | undefined {
  return bySymbol.get(symbol.trim().toUpperCase());
}
