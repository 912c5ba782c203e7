import type { AssetClass, Sector } from '#shared/market-data/classification.ts';
import { SECTOR_OF_LISTED } from '#shared/platform/symbols.ts';
import { sectorOfIndustry } from '../../industry-sectors.ts';
import type { CatalogueEntry } from './catalogue.ts';

// Each simulated listing's GICS sector and asset class (docs/decisions/096). A company's sector
// follows from its Finnhub-style industry (industry-sectors.ts) except where GICS places it
// elsewhere or splits the industry: those are listed here, public facts as of 2025 (the 2023
// GICS revision moved Walmart, Costco, Target and the dollar stores to Consumer Staples, payment
// processors to Financials and payroll software to Industrials). A fund has a sector only when
// it holds one: the Select Sector SPDRs and the funds whose category is a sector.

const SECTOR_OF_LISTING: Readonly<Record<string, Sector>> = {
  // Retail, split by GICS
  AMZN: 'Consumer Discretionary',
  AZO: 'Consumer Discretionary',
  BABA: 'Consumer Discretionary',
  BBY: 'Consumer Discretionary',
  EBAY: 'Consumer Discretionary',
  GME: 'Consumer Discretionary',
  HD: 'Consumer Discretionary',
  KMX: 'Consumer Discretionary',
  LOW: 'Consumer Discretionary',
  ORLY: 'Consumer Discretionary',
  ROST: 'Consumer Discretionary',
  TJX: 'Consumer Discretionary',
  TSCO: 'Consumer Discretionary',
  ULTA: 'Consumer Discretionary',
  WSM: 'Consumer Discretionary',
  COST: 'Consumer Staples',
  DG: 'Consumer Staples',
  DLTR: 'Consumer Staples',
  KR: 'Consumer Staples',
  TGT: 'Consumer Staples',
  WMT: 'Consumer Staples',
  // Electrical equipment, split by GICS
  AME: 'Industrials',
  EMR: 'Industrials',
  ETN: 'Industrials',
  GEV: 'Industrials',
  GNRC: 'Industrials',
  HUBB: 'Industrials',
  ROK: 'Industrials',
  APH: 'Technology',
  GLW: 'Technology',
  JBL: 'Technology',
  KEYS: 'Technology',
  TDY: 'Technology',
  TEL: 'Technology',
  ZBRA: 'Technology',
  GRMN: 'Consumer Discretionary',
  // Construction, split by GICS
  EME: 'Industrials',
  PWR: 'Industrials',
  MLM: 'Materials',
  VMC: 'Materials',
  // Where GICS differs from the industry's usual sector
  DAY: 'Industrials',
  PAYC: 'Industrials',
  XYZ: 'Financials',
  SONY: 'Consumer Discretionary',
  '6758.T': 'Consumer Discretionary',
};

/** A fund category (Morningstar's words) that names one sector. */
const SECTOR_OF_CATEGORY: Readonly<Record<string, Sector>> = {
  'Technology Sector': 'Technology',
  'Health Sector': 'Healthcare',
  'Financial Sector': 'Financials',
  'Consumer Cyclical Sector': 'Consumer Discretionary',
  'Consumer Defensive Sector': 'Consumer Staples',
  'Communications Sector': 'Communication Services',
  'Energy Sector': 'Energy',
  'Industrials Sector': 'Industrials',
  'Utilities Sector': 'Utilities',
  'Real Estate': 'Real Estate',
};

export function listingSector(entry: CatalogueEntry): Sector | null {
  if (entry.type === 'ETP') {
    return (
      SECTOR_OF_LISTED.get(entry.symbol) ??
      (entry.category ? SECTOR_OF_CATEGORY[entry.category] : undefined) ??
      null
    );
  }
  return SECTOR_OF_LISTING[entry.symbol] ?? sectorOfIndustry(entry.industry);
}

/** The catalogue's asset classes (Morningstar's words) in the app's. */
const ASSET_CLASS: Readonly<Record<string, AssetClass>> = {
  Equity: 'Stocks',
  'Fixed Income': 'Bonds',
  'Real Estate': 'Real estate',
  Commodity: 'Commodities',
  Currency: 'Currencies',
  Alternative: 'Alternatives',
};

export function listingAssetClass(entry: CatalogueEntry): AssetClass {
  const assetClass = ASSET_CLASS[entry.assetClass];
  if (!assetClass)
    throw new Error(`Catalogue row ${entry.symbol}: asset class ${entry.assetClass}`);
  return assetClass;
}
