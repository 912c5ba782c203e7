import type { CatalogueEntry, ListingType } from './catalogue.ts';
import { cellAt, companyEntry, exchangeAt, fundEntry, numberAt } from './catalogue-rows.ts';
import { hashString, uniform } from './random.ts';

// The S&P 500 members and most-held funds of the compact tables (catalogue-sp500-*.ts,
// catalogue-funds.ts): fewer facts than the detailed rows, the walk's parameters derived.

/** Typical daily move (percent) of a company of each industry the S&P tables name. */
const INDUSTRY_VOLATILITY: Readonly<Record<string, number>> = {
  Technology: 2.0,
  Semiconductors: 2.6,
  'Electrical Equipment': 1.8,
  Communications: 1.5,
  Media: 1.9,
  'Auto Components': 2.2,
  Retail: 1.8,
  'Textiles, Apparel & Luxury Goods': 2.2,
  Homebuilding: 2.1,
  'Hotels, Restaurants & Leisure': 1.9,
  Distributors: 1.6,
  'Leisure Products': 2.0,
  'Household Durables': 2.2,
  'Food Products': 1.2,
  Beverages: 1.3,
  'Consumer products': 1.3,
  Energy: 2.0,
  Insurance: 1.3,
  'Financial Services': 1.7,
  Banking: 1.8,
  'Health Care': 1.6,
  Biotechnology: 2.0,
  'Life Sciences Tools & Services': 1.9,
  Pharmaceuticals: 1.5,
  Building: 1.7,
  'Professional Services': 1.4,
  'Logistics & Transportation': 1.6,
  Machinery: 1.6,
  'Commercial Services & Supplies': 1.2,
  'Road & Rail': 1.6,
  Construction: 2.0,
  'Trading Companies & Distributors': 1.6,
  'Aerospace & Defense': 1.5,
  Chemicals: 1.8,
  Packaging: 1.6,
  'Metals & Mining': 2.2,
  'Real Estate': 1.5,
  Utilities: 1.2,
};

/**
 * An S&P 500 member of the compact tables: its industry's typical move, varied by ±15 % per
 * symbol; no listing date, website, phone or headcount (unknown rather than invented).
 */
export function member(row: string[], type: ListingType): CatalogueEntry {
  const symbol = cellAt(row, 0);
  const industry = cellAt(row, 3);
  const typical = INDUSTRY_VOLATILITY[industry];
  if (typical === undefined) throw new Error(`Catalogue row ${symbol}: unknown industry`);
  const spread = 0.85 + 0.3 * uniform(hashString(symbol), hashString('volatility'));
  return companyEntry({
    symbol,
    name: cellAt(row, 1),
    type,
    exchange: exchangeAt(row, 2),
    industry,
    country: 'US',
    ipo: null,
    website: null,
    phone: null,
    employees: null,
    marketCapitalization: numberAt(row, 4),
    anchorPrice: numberAt(row, 5),
    dailyVolatility: Math.round(typical * spread * 100) / 10_000,
  });
}

/** A fund of the compact table: asset class and category instead of a website. */
export function listedFund(row: string[]): CatalogueEntry {
  return fundEntry({
    symbol: cellAt(row, 0),
    name: cellAt(row, 1),
    exchange: exchangeAt(row, 2),
    ipo: null,
    website: null,
    assetClass: cellAt(row, 3),
    category: cellAt(row, 4),
    assets: numberAt(row, 5),
    anchorPrice: numberAt(row, 6),
    dailyVolatility: numberAt(row, 7) / 100,
    annualDrift: numberAt(row, 8) / 100,
  });
}
