import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/server/app.ts';
import { loadConfig, type Config } from '../src/server/config/config.ts';
import { marketDataHealth } from '../src/server/market-data/health.ts';
import type { Database } from '../src/server/db/database.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...env,
  });
}

/** buildApp with test defaults; override any dependency. */
export async function buildTestApp(
  database: Database,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const config = overrides.config ?? testConfig();
  const app = await buildApp({
    config,
    database,
    marketData: marketDataHealth(config),
    ...overrides,
  });
  await app.ready();
  return app;
}
