import { LRUCache } from 'lru-cache';
import { writeRefusalOf } from '../../db/write-health.ts';
import type { CacheLookupResult } from '../../observability/metrics.ts';
import { ProviderError } from '../provider.ts';
import { ClientLimitExceeded, inTurnOf, type UpstreamAccess } from './upstream-access.ts';

// One cache per kind of market data (quotes, search, profiles, news), on lru-cache's fetch():
// concurrent misses for a key share one upstream call (single-flight), and when a refresh
// fails the last good value is kept and served, marked stale (stale-on-error).

export interface Cached<V> {
  value: V;
  /** Epoch ms when the provider gave us this value. */
  fetchedAt: number;
  /** fetchedAt as ISO 8601 (made once per value, not per request). */
  asOf: string;
  /** True when the refresh failed and this is the last good value. */
  stale: boolean;
}

interface Entry<V> {
  value: V;
  fetchedAt: number;
  asOf: string;
  ttl: number;
}

const entry = <V>(value: V, fetchedAt: number, ttl: number): Entry<V> => ({
  value,
  fetchedAt,
  asOf: new Date(fetchedAt).toISOString(),
  ttl,
});

/** Handed to lru-cache's fetchMethod: the client whose miss started the load. */
interface MissContext {
  access: UpstreamAccess | undefined;
}

export interface KindCacheOptions<V> {
  ttlMs: number;
  /** 'No data' answers ('{}' profile, all-zero quote) are cached this long instead. */
  emptyTtlMs?: number;
  isEmpty?: (value: V) => boolean;
  max: number;
  /** `access`: the client whose miss this is (asked only if the load goes upstream). */
  load: (key: string, access: UpstreamAccess | undefined) => Promise<V>;
  now: () => number;
  /** Told the outcome of each get(): a fresh hit, a miss (loaded or shared), or a stale answer. */
  onLookup?: (result: CacheLookupResult) => void;
}

export interface KindCache<V> {
  /** `access` is asked only on a miss (docs/decisions/015); a hit never waits for it. */
  get(key: string, access?: UpstreamAccess): Promise<Cached<V>>;
  /** A fresher value from elsewhere (a live trade): replaces the entry, restarting its TTL. */
  set(key: string, value: V): void;
  /** The cached value without any upstream call, even if expired. */
  peek(key: string): Cached<V> | undefined;
}

export function createKindCache<V>(options: KindCacheOptions<V>): KindCache<V> {
  const { now } = options;
  const cache = new LRUCache<string, Entry<V>, MissContext>({
    max: options.max,
    ttl: options.ttlMs,
    perf: { now },
    // 0: read our clock on every check (no 1 ms debounce timer per read; tests move the clock).
    ttlResolution: 0,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (key, _stale, { options: fetchOptions, context }) => {
      // A miss is work: in the asking client's turn (a shared miss joins it for free).
      const value = await inTurnOf(context.access, () => options.load(key, context.access));
      const empty = options.isEmpty?.(value) ?? false;
      const ttl = empty ? (options.emptyTtlMs ?? options.ttlMs) : options.ttlMs;
      fetchOptions.ttl = ttl;
      return entry(value, now(), ttl);
    },
  });
  const toCached = (found: Entry<V>): Cached<V> => ({
    value: found.value,
    fetchedAt: found.fetchedAt,
    asOf: found.asOf,
    stale: now() - found.fetchedAt >= found.ttl,
  });
  return {
    async get(key, access) {
      // Fresh hit: answer without fetch()'s promise machinery (the hot path). A stale entry
      // is kept (noDeleteOnStaleGet) for fetch() to refresh or fall back on.
      const fresh = cache.get(key, { noDeleteOnStaleGet: true });
      if (fresh) {
        options.onLookup?.('hit');
        return toCached(fresh);
      }
      const status: LRUCache.Status<string, Entry<V>, MissContext> = {};
      const fetched = await cache
        .fetch(key, { status, context: { access } })
        .catch((error: unknown) => {
          options.onLookup?.('miss');
          throw error;
        });
      if (!fetched) {
        options.onLookup?.('miss');
        // Over the client's own limit and nothing cached: the client's 429, not an outage.
        if (status.fetchError instanceof ClientLimitExceeded) throw status.fetchError;
        // The database refused to record the call (read-only, disk full): its own 503, which
        // says so, not "market data unavailable".
        if (writeRefusalOf(status.fetchError)) throw status.fetchError;
        throw status.fetchError instanceof ProviderError
          ? status.fetchError
          : new ProviderError('unavailable', status.fetchError?.message ?? 'No data and no cache');
      }
      const cached = toCached(fetched);
      options.onLookup?.(cached.stale ? 'stale' : 'miss');
      return cached;
    },
    set(key, value) {
      // A 'no data' answer from elsewhere (a live poll) is believed as long as a loaded one.
      const empty = options.isEmpty?.(value) ?? false;
      const ttl = empty ? (options.emptyTtlMs ?? options.ttlMs) : options.ttlMs;
      cache.set(key, entry(value, now(), ttl), { ttl });
    },
    peek(key) {
      const found = cache.peek(key, { allowStale: true });
      return found ? toCached(found) : undefined;
    },
  };
}
