import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { POPULARITY_RANK } from '#shared/market-data/popular-symbols.ts';
import type {
  CatalogueRow,
  KnownSymbol,
  SymbolCatalogue,
} from '#shared/market-data/symbol-catalogue.ts';
import { ProviderError, type MarketDataProvider } from '../provider.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// The catalogue of known symbols (GET /api/market/symbols, docs/decisions/034): asked of the
// provider once a day through the upstream policy (the server's own call: no client is
// counted), then serialised, gzipped and hashed once, so each request only writes bytes.

const DAY_MS = 24 * 60 * 60_000;
/** After a failed load with nothing to serve, how long requests get a 503 without asking. */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

/** One catalogue, ready to send: the same bytes for every request until the next load. */
export interface PreparedCatalogue {
  json: string;
  gzip: Buffer;
  /** A weak validator of the JSON (the gzip bytes may differ between zlib versions). */
  etag: string;
  rows: number;
  fetchedAt: number;
  /** Each listing as the provider's list gave it, by symbol (its kind, asset class, sector). */
  listings: ReadonlyMap<string, KnownSymbol>;
}

export interface SymbolCatalogueDeps {
  provider: Pick<MarketDataProvider, 'symbols'>;
  upstream: UpstreamPolicy;
  now: () => number;
}

/** Rows sorted by symbol (a stable ETag), the most followed carrying their rank. */
export function catalogueRows(bySymbol: ReadonlyMap<string, KnownSymbol>): CatalogueRow[] {
  return [...bySymbol.values()]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
    .map(({ symbol, name, kind }) => [
      symbol,
      name,
      POPULARITY_RANK.get(symbol) ?? null,
      kind === 'fund' ? 1 : 0,
    ]);
}

export function prepareCatalogue(symbols: readonly KnownSymbol[], fetchedAt: number) {
  const listings = new Map(symbols.map((known) => [known.symbol, known]));
  const catalogue: SymbolCatalogue = {
    asOf: new Date(fetchedAt).toISOString(),
    rows: catalogueRows(listings),
  };
  const json = JSON.stringify(catalogue);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `W/"${hash}"`,
    rows: catalogue.rows.length,
    fetchedAt,
    listings,
  } satisfies PreparedCatalogue;
}

export function createSymbolCatalogue({ provider, upstream, now }: SymbolCatalogueDeps) {
  let current: PreparedCatalogue | null = null;
  let loading: Promise<PreparedCatalogue> | null = null;
  let retryAt = 0;

  const load = async (): Promise<PreparedCatalogue> => {
    const list = provider.symbols?.bind(provider);
    // A provider without a list: an empty catalogue (the browser then waits for /api/search).
    const symbols = list ? await upstream.call('symbols', list) : [];
    current = prepareCatalogue(symbols, now());
    return current;
  };

  /** Throws ProviderError when the provider failed and no earlier list is kept. */
  return async function catalogue(): Promise<PreparedCatalogue> {
    if (current && now() - current.fetchedAt < DAY_MS) return current;
    if (now() < retryAt) {
      if (current) return current;
      throw new ProviderError('unavailable', 'The symbol list failed to load; retrying later');
    }
    loading ??= load().finally(() => {
      loading = null;
    });
    try {
      return await loading;
    } catch (error) {
      retryAt = now() + RETRY_AFTER_FAILURE_MS;
      // Yesterday's list beats none: symbols rarely change in a day.
      if (current) return current;
      throw error;
    }
  };
}
