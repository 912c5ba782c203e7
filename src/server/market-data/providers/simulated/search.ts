import type { CompanyProfile, SearchResult } from '#shared/market-data/market-data.ts';
import { SIMULATED_CATALOGUE, type CatalogueEntry } from './catalogue.ts';

// Search like Finnhub's /search: an ISIN, a symbol prefix or words of the name, any case, every
// listing type (the service applies the SPEC's 'Common Stock' filter).

const MAX_RESULTS = 20;

function words(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9.]+/)
    .filter((word) => word.length > 0);
}

const nameWords = new Map(SIMULATED_CATALOGUE.map((entry) => [entry.symbol, words(entry.name)]));

/** 0 exact symbol, 1 symbol prefix, 2 every query word starts a word of the name; else null. */
function rank(entry: CatalogueEntry, query: string, queryWords: string[]): number | null {
  if (entry.symbol === query) return 0;
  if (entry.symbol.startsWith(query)) return 1;
  const inName = nameWords.get(entry.symbol) ?? [];
  const matches = queryWords.every((word) => inName.some((name) => name.startsWith(word)));
  return queryWords.length > 0 && matches ? 2 : null;
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

export function searchCatalogue(query: string): SearchResult[] {
  const normalised = query.trim().toUpperCase();
  if (normalised === '') return [];
  // Finnhub answers an ISIN with the listing it identifies.
  if (ISIN.test(normalised)) {
    return SIMULATED_CATALOGUE.filter((entry) => entry.isin === normalised).map((entry) => ({
      symbol: entry.symbol,
      description: entry.name,
      type: entry.type,
    }));
  }
  const queryWords = words(normalised);
  return SIMULATED_CATALOGUE.flatMap((entry) => {
    const score = rank(entry, normalised, queryWords);
    return score === null ? [] : [{ entry, score }];
  })
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.entry.symbol.length - b.entry.symbol.length ||
        a.entry.symbol.localeCompare(b.entry.symbol),
    )
    .slice(0, MAX_RESULTS)
    .map(({ entry }) => ({ symbol: entry.symbol, description: entry.name, type: entry.type }));
}

/** Finnhub has no profile for funds (`{}`), so neither do we. */
export function profileOf(entry: CatalogueEntry): CompanyProfile | null {
  if (entry.type === 'ETP') return null;
  return {
    symbol: entry.symbol,
    name: entry.name,
    exchange: entry.exchange,
    industry: entry.industry,
    website: entry.website,
    marketCapitalization: entry.marketCapitalization,
    currency: entry.currency,
    employees: entry.employees,
    country: entry.country,
    ipo: entry.ipo,
    phone: entry.phone,
  };
}
