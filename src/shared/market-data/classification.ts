import type { SECTOR_FUNDS } from '../platform/symbols.ts';

// How a listing is classified for the portfolio's allocation (docs/decisions/096): its sector
// and its asset class, as the provider's facts say. Labels are the app's own words, shown as
// they are.

/** The 11 GICS sectors, named as the Markets screen's sector tiles name them. */
export type Sector = (typeof SECTOR_FUNDS)[number]['name'];

/**
 * What the money is in underneath: a company's shares are Stocks (a REIT's, Real estate); a
 * fund's, what the fund holds (an S&P 500 fund is Stocks, a Treasury fund Bonds, gold
 * Commodities, a currency trust Currencies, volatility futures Alternatives).
 */
export const ASSET_CLASSES = [
  'Stocks',
  'Bonds',
  'Real estate',
  'Commodities',
  'Currencies',
  'Alternatives',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
