import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

export const componentStatusSchema = lazySchema(() => z.enum(['ok', 'degraded', 'down']));

/** One market-data provider's upstream guard, as the circuit breaker and the 429 pause see it. */
export const upstreamHealthSchema = lazySchema(() =>
  z.object({
    provider: z.string(),
    /** Opens on transport errors, 5xx and the vendor's 429s only (docs/decisions/022). */
    breaker: z.enum(['closed', 'open', 'half-open']),
    /** Until when a vendor 429 pauses every call (ISO 8601); null when not paused. */
    pausedUntil: z.nullable(z.iso.datetime()),
  }),
);
export type UpstreamHealth = z.infer<typeof upstreamHealthSchema>;

/** What writes meet: the database read-only (a replica, or set so), or its disk full. */
export const writeStateSchema = lazySchema(() => z.enum(['ok', 'read-only', 'full']));

export const healthSchema = lazySchema(() =>
  z.object({
    status: componentStatusSchema,
    db: componentStatusSchema,
    marketData: componentStatusSchema,
    /** Added later; optional so older readers and answers stay valid. */
    details: z.optional(
      z.object({
        marketData: z.object({ upstream: z.array(upstreamHealthSchema) }),
        /** Only while writes are refused; db is then 'degraded'. */
        database: z.optional(z.object({ writes: writeStateSchema })),
      }),
    ),
  }),
);

export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/**
 * /api/ready: may this instance take traffic? 503 when the database does not answer or its
 * migrations are behind this code; market data only degrades the answer (cached data still serves).
 * 'read-only' (200): reads serve, writes answer 503 with the reason (src/server/db/write-health.ts).
 */
export const readinessSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ready', 'read-only', 'not-ready']),
    db: z.enum(['ok', 'down']),
    /** 'unknown' while the database cannot be asked. */
    writes: z.enum(['ok', 'read-only', 'full', 'unknown']),
    /** 'unknown' while the database cannot be asked. */
    migrations: z.enum(['ok', 'pending', 'unknown']),
    marketData: componentStatusSchema,
  }),
);

export type Readiness = z.infer<typeof readinessSchema>;
