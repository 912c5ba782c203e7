import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '#server/app.ts';
import type { ScryptCost } from '#server/auth/password-hash.ts';
import { loadConfig, type Config } from '#server/config/config.ts';
import type { Database } from '#server/db/database.ts';
import {
  createMarketDataService,
  type MarketDataService,
  type MarketDataServiceDeps,
} from '#server/market-data/service/market-data.service.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createTestProvider } from './market-data/test-provider.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // Tests send everything from one address, far past a real client's share of cache misses;
    // the fairness tests set the production limit back (docs/decisions/015).
    MARKET_CLIENT_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
}

const quietLog = { warn: () => undefined };

/** A market-data service on the deterministic test provider, market closed; override any part. */
export function testMarketData(
  database: Database,
  overrides: Partial<MarketDataServiceDeps> = {},
): MarketDataService {
  return createMarketDataService({
    provider: createTestProvider(),
    database,
    session: () => ({ isOpen: false, session: null, holiday: null }),
    log: quietLog,
    ...overrides,
  });
}

/**
 * The work factors in-process tests hash passwords with: N=2^12 (4 MiB, ~10 ms against
 * production's ~0.3 s), the same code and format. Sign-ups and sign-ins dominated the unit
 * phase's time (docs/decisions/048). Tests of hashing itself (its cost, its pool, its admission
 * under load) and every real server process (tests/, e2e, benchmarks) use production's.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/**
 * buildApp with test defaults; override any dependency. Background jobs (alerts' engine and
 * pg-boss) are off unless `backgroundJobs: true` (tests/alerts.ts turns them on); passwords hash
 * at TEST_SCRYPT_COST unless `passwordHashCost` says otherwise.
 */
export async function buildTestApp(
  database: Database,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const config = overrides.config ?? testConfig();
  const app = await buildApp({
    config,
    database,
    ...overrides,
    backgroundJobs: overrides.backgroundJobs ?? false,
    passwordHashCost: overrides.passwordHashCost ?? TEST_SCRYPT_COST,
    marketData: overrides.marketData ?? testMarketData(database),
  });
  await app.ready();
  return app;
}

/**
 * The usual setup of an API test file: a fresh database and an app on it, made before the
 * file's tests and disposed after them. Read `.app` and `.database` inside tests.
 */
export function appPerTestFile(overrides: Pick<Partial<AppDeps>, 'passwordHashCost'> = {}) {
  const harness = {} as {
    app: FastifyInstance;
    database: TestDatabase;
    marketData: MarketDataService;
  };
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.marketData = testMarketData(harness.database);
    harness.app = await buildTestApp(harness.database, {
      ...overrides,
      marketData: harness.marketData,
    });
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.dispose();
  });
  return harness;
}
