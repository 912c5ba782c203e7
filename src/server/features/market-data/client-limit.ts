import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import { resolveSessionUser } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  ClientLimitExceeded,
  type UpstreamAccess,
} from '../../market-data/service/upstream-access.ts';
import { hitWindow, pgRateLimitStore } from '../../plugins/pg-rate-limit-store.ts';

// Each client's own share of the upstream budget (docs/decisions/015): @fastify/rate-limit
// with a PostgreSQL store, asked only when a request misses the cache and would spend an
// upstream call. A client is its signed-in user, else its address (IPv6 by /64).

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
  const accessOf = (request: FastifyRequest): UpstreamAccess => ({
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
  return { accessOf, accessOfUser };
}
