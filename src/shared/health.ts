import { z } from 'zod';

export const componentStatusSchema = z.enum(['ok', 'degraded', 'down']);

export const healthSchema = z.object({
  status: componentStatusSchema,
  db: componentStatusSchema,
  marketData: componentStatusSchema,
});

export type Health = z.infer<typeof healthSchema>;
export type ComponentStatus = z.infer<typeof componentStatusSchema>;
