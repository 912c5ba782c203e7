import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import { resolveUserId } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  ClientLimitExceeded,
  type UpstreamAccess,
} from '../../market-data/service/upstream-access.ts';
import { pgRateLimitStore } from '../../plugins/pg-rate-limit-store.ts';

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

/** Who the request counts as: `user:<id>` when signed in, else `ip:<address or /64>`. */
async function clientKey(request: FastifyRequest): Promise<string> {
  const userId = await resolveUserId(request);
  return userId ? `user:${userId}` : `ip:${rateLimitAddress(request.ip)}`;
}

/**
 * Registers the limiter (no route is limited by itself: `global: false`) and returns the
 * access of a request, for the market-data service to ask on a cache miss.
 */
export async function registerClientLimit(
  app: FastifyInstance,
  deps: ClientLimitDeps,
): Promise<(request: FastifyRequest) => UpstreamAccess> {
  const { limit } = deps;
  await app.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(deps.database, 'market:'),
  });
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: clientKey,
  });
  return (request) => ({
    async admit(symbol) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ClientLimitExceeded(Math.max(1, result.ttlInSeconds));
      }
      const userId = await resolveUserId(request);
      const priority =
        userId !== null && symbol !== null && (await deps.ownsSymbol(userId, symbol));
      return { priority };
    },
  });
}
