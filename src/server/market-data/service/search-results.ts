import type { SearchResult } from '#shared/market-data/market-data.ts';

// What the service makes of the provider's search answers (cached as they came).

/** The SPEC's search: named US common stock only, at most `limit`. */
export const commonStocks = (results: readonly SearchResult[], limit: number) =>
  results.filter((r) => r.symbol && r.description && r.type === 'Common Stock').slice(0, limit);

/**
 * The listing a search for an ISIN names (Finnhub answers `q=<ISIN>` with it): any listing type,
 * funds too; the first typed one, as Finnhub adds foreign listings untyped beside the primary.
 */
export function listingOfIsin(results: readonly SearchResult[]): string | null {
  const listings = results.filter((result) => result.symbol);
  return (listings.find((result) => result.type !== '') ?? listings[0])?.symbol ?? null;
}
