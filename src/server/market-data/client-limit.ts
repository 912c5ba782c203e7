import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../auth/client-ip.ts';
import { resolveSessionUser } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import { createFairQueue, QueueFull, type Release } from '../fair-use/fair-queue.ts';
import { ClientLimitExceeded, type UpstreamAccess } from './service/upstream-access.ts';
import { hitWindow, pgRateLimitStore } from '../plugins/pg-rate-limit-store.ts';

// Each client's own share of the upstream budget (docs/decisions/015): @fastify/rate-limit
// with a PostgreSQL store, asked only when a request misses the cache and would spend an
// upstream call. A client is its signed-in user, else its address (IPv6 by /64).
// And each client's share of our own work (docs/decisions/073): whatever the
// provider (the simulated one spends no budget, yet builds and stores history), a request that
// misses the cache runs in its client's turn: two at once per client, twelve waiting, then 429.
// Clients take turns for the process's slots, so one address's misses never queue ahead of
// another's. A request's misses share one turn; cache hits never wait.

export const MARKET_MISSES = {
  /** Requests with cache misses being worked on at once, across clients. */
  concurrency: 4,
  /** One client's requests worked on at once. */
  perClientRunning: 2,
  /** One client's requests waiting for their turn; one more is refused (429). */
  perClientWaiting: 12,
  retryAfterSeconds: 2,
} as const;

export interface ClientLimitOptions {
  /** Upstream-spending requests per client per window. */
  max: number;
  windowMs: number;
}

export interface ClientLimitDeps {
  database: Database;
  /** Whether `symbol` is on the user's watchlist or in their portfolio (served first). */
  ownsSymbol(userId: string, symbol: string): Promise<boolean>;
  /** config.marketClientLimitPerMinute (30 by default) per minute. */
  limit: ClientLimitOptions;
}

const KEY_PREFIX = 'market:';
const userKey = (userId: string) => `user:${userId}`;

/** Who the request counts as: `user:<id>` when signed in, else `ip:<address or /64>`. */
async function clientKey(request: FastifyRequest): Promise<string> {
  const user = await resolveSessionUser(request);
  return user ? userKey(user.id) : `ip:${rateLimitAddress(request.ip)}`;
}

export interface ClientLimit {
  /** A request's access, for the market-data service to ask on a cache miss. */
  accessOf(request: FastifyRequest): UpstreamAccess;
  /**
   * A signed-in user's access where no request is at hand (the symbol check of a watchlist or
   * portfolio add): the same counter as their requests, never priority (not theirs yet).
   */
  accessOfUser(userId: string): UpstreamAccess;
}

/** Registers the limiter (no route is limited by itself: `global: false`). */
export async function registerClientLimit(
  app: FastifyInstance,
  deps: ClientLimitDeps,
): Promise<ClientLimit> {
  const { limit } = deps;
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(deps.database, KEY_PREFIX),
  });
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: clientKey,
  });
  const turns = createFairQueue({
    concurrency: MARKET_MISSES.concurrency,
    perKeyRunning: MARKET_MISSES.perClientRunning,
    perKeyWaiting: MARKET_MISSES.perClientWaiting,
  });
  const accessOf = (request: FastifyRequest): UpstreamAccess => ({
    inTurn: oneTurnPerRequest(() => clientKey(request)),
    async admit(symbol) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ClientLimitExceeded(Math.max(1, result.ttlInSeconds));
      }
      const user = await resolveSessionUser(request);
      const priority = user !== null && symbol !== null && (await deps.ownsSymbol(user.id, symbol));
      return { priority };
    },
  });
  const accessOfUser = (userId: string): UpstreamAccess => ({
    inTurn: oneTurnPerRequest(async () => userKey(userId)),
    async admit() {
      const { current, ttl } = await hitWindow(
        deps.database,
        KEY_PREFIX + userKey(userId),
        limit.windowMs,
      );
      if (current > limit.max) throw new ClientLimitExceeded(Math.max(1, Math.ceil(ttl / 1000)));
      return { priority: false };
    },
  });
  /**
   * The `inTurn` of one request's access: its misses (a batch of quotes, a chart's syncs) share
   * one turn, taken at the first and given back when the last has ended.
   */
  function oneTurnPerRequest(keyOf: () => Promise<string>) {
    let turn: Promise<Release> | undefined;
    let inside = 0;
    return async <T>(work: () => Promise<T>): Promise<T> => {
      inside += 1;
      const taken = (turn ??= keyOf().then((key) => turns.acquire(key)));
      try {
        try {
          await taken;
        } catch (error) {
          if (error instanceof QueueFull) {
            throw new ClientLimitExceeded(MARKET_MISSES.retryAfterSeconds);
          }
          throw error;
        }
        return await work();
      } finally {
        inside -= 1;
        if (inside === 0) {
          turn = undefined;
          taken.then(
            (release) => release(),
            () => undefined,
          );
        }
      }
    };
  }

  return { accessOf, accessOfUser };
}
