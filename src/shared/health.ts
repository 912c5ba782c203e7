import { z } from 'zod';

export const componentStatusSchema = z.enum(['ok', 'degraded', 'down']);

export const healthSchema = z.object({
  status: componentStatusSchema,
  db: componentStatusSchema,
  marketData: componentStatusSchema,
});

export type Health = z.infer<typeof healthSchema>;
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/**
 * /api/ready: may this instance take traffic? 503 when the database does not answer or its
 * migrations are behind this code; market data only degrades the answer (cached data still serves).
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  db: z.enum(['ok', 'down']),
  /** 'unknown' while the database cannot be asked. */
  migrations: z.enum(['ok', 'pending', 'unknown']),
  marketData: componentStatusSchema,
});

export type Readiness = z.infer<typeof readinessSchema>;
