import { z } from 'zod';

// Building blocks for environment schemas: the core config and each market-data provider's
// own variables (docs/decisions/019) read values the same way.

/** The process environment as config/ receives it (main.ts hands it process.env). */
export type EnvSource = Record<string, string | undefined>;

/** Empty strings in the environment mean "not set", as in most .env tooling. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** 'VARIABLE: message' for each issue, so every config error names its variable. */
export const issuesOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
