import type { Sector } from '#shared/market-data/classification.ts';

// A company's GICS sector from its Finnhub industry (`finnhubIndustry`, the only classification
// Finnhub's free profile gives), where every company of that industry is in one sector
// (docs/decisions/096). Industries whose members GICS splits between sectors give null: Retail
// (Walmart and Costco are Consumer Staples, Home Depot Consumer Discretionary), Electrical
// Equipment (Amphenol is Technology, Eaton Industrials) and Construction (Vulcan Materials is
// Materials, Quanta Industrials). Null is shown as unknown, never guessed.

const SECTOR_OF_INDUSTRY: Readonly<Record<string, Sector | null>> = {
  'Aerospace & Defense': 'Industrials',
  Airlines: 'Industrials',
  'Auto Components': 'Consumer Discretionary',
  Automobiles: 'Consumer Discretionary',
  Banking: 'Financials',
  Beverages: 'Consumer Staples',
  Biotechnology: 'Healthcare',
  Building: 'Industrials',
  Chemicals: 'Materials',
  'Commercial Services & Supplies': 'Industrials',
  Communications: 'Technology',
  Construction: null,
  'Consumer products': 'Consumer Staples',
  Distributors: 'Consumer Discretionary',
  'Diversified Consumer Services': 'Consumer Discretionary',
  'Electrical Equipment': null,
  Energy: 'Energy',
  'Financial Services': 'Financials',
  'Food Products': 'Consumer Staples',
  'Health Care': 'Healthcare',
  Homebuilding: 'Consumer Discretionary',
  'Hotels, Restaurants & Leisure': 'Consumer Discretionary',
  'Household Durables': 'Consumer Discretionary',
  'Industrial Conglomerates': 'Industrials',
  Insurance: 'Financials',
  'Leisure Products': 'Consumer Discretionary',
  'Life Sciences Tools & Services': 'Healthcare',
  'Logistics & Transportation': 'Industrials',
  Machinery: 'Industrials',
  Marine: 'Industrials',
  Media: 'Communication Services',
  'Metals & Mining': 'Materials',
  Packaging: 'Materials',
  'Paper & Forest': 'Materials',
  Pharmaceuticals: 'Healthcare',
  'Professional Services': 'Industrials',
  'Real Estate': 'Real Estate',
  Retail: null,
  'Road & Rail': 'Industrials',
  Semiconductors: 'Technology',
  Technology: 'Technology',
  Telecommunication: 'Communication Services',
  'Textiles, Apparel & Luxury Goods': 'Consumer Discretionary',
  Tobacco: 'Consumer Staples',
  'Trading Companies & Distributors': 'Industrials',
  'Transportation Infrastructure': 'Industrials',
  Utilities: 'Utilities',
};

/** The sector every company of this Finnhub industry is in; null when it splits, or unknown. */
export function sectorOfIndustry(industry: string | null | undefined): Sector | null {
  if (!industry || !Object.hasOwn(SECTOR_OF_INDUSTRY, industry)) return null;
  return SECTOR_OF_INDUSTRY[industry] ?? null;
}
