import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

/** Every error from /api has this body; `message` is written for people, `code` for code. */
export const apiErrorSchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      requestId: z.optional(z.string()),
    }),
  }),
);

export type ApiError = z.infer<typeof apiErrorSchema>['error'];
