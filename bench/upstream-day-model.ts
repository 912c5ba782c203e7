// Upstream calls per trading day for 100 signed-in users with 20 symbols each,
// simulated in this process on a moving clock: MARKET_DATA_PROVIDER=finnhub's budget (the
// in-memory test provider stands in for Finnhub's quotes, with Finnhub's free limits and one
// budget per key) and HISTORY_PROVIDER=tiingo against the fake Tiingo on that clock. N
// "processes" are N market-data services on one PostgreSQL; users' requests go round-robin.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '#server/db/database.ts';
import { runMigrations } from '#server/db/migrate.ts';
import {
  createTiingoProvider,
  type TiingoPlan,
} from '#server/market-data/providers/tiingo/index.ts';
import { FINNHUB_FREE_LIMITS } from '#server/market-data/providers/finnhub/index.ts';
import { createMarketDataService } from '#server/market-data/service/market-data.service.ts';
import { startFakeTiingo } from '#tests/fake-tiingo/index.ts';
import { createTestProvider } from '#tests/market-data/test-provider.ts';

const USERS = 100;
const SYMBOLS_PER_USER = 20;
/** Users pick from this many symbols, the first ones far more often (a few popular names). */
const UNIVERSE = 400;
const VISITS_PER_USER_PER_DAY = 3;
const CHARTS_PER_VISIT = 2;
const DAYS = 3;
/** Monday 2026-11-16, 09:30 in New York. */
const FIRST_OPEN = Date.UTC(2026, 10, 16, 14, 30);
const SESSION_MS = 6.5 * 60 * 60_000;
const DAY_MS = 86_400_000;

/** A deterministic pseudo-random sequence (the same users and visits in every scenario). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

function portfolios(): string[][] {
  const next = random(42);
  const symbolAt = (i: number) => `S${String(i).padStart(3, '0')}`;
  return Array.from({ length: USERS }, () => {
    const mine = new Set<string>();
    // Squared uniform: popularity falls off like a long tail.
    while (mine.size < SYMBOLS_PER_USER) mine.add(symbolAt(Math.floor(next() ** 2 * UNIVERSE)));
    return [...mine];
  });
}

export async function simulateDays(adminUrl: string, processes: number, plan: TiingoPlan) {
  const name = `tickerdeck_day_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString());
  let clock = FIRST_OPEN;
  const now = () => clock;
  const fake = await startFakeTiingo({
    now,
    perHourLimit: plan === 'starter' ? 50 : 10_000,
    perDayLimit: plan === 'starter' ? 1_000 : 100_000,
  });
  const failedSyncs = { count: 0 };
  const log = {
    warn: (obj: object, msg: string) => {
      if (process.env.BENCH_DEBUG && failedSyncs.count < 2) console.error(obj);
      if (msg.startsWith('history sync failed')) failedSyncs.count++;
    },
  };
  try {
    await runMigrations(database);
    const quoteProviders = Array.from({ length: processes }, () =>
      Object.assign(createTestProvider({ now }), {
        budgetKey: 'finnhub:bench',
        limits: FINNHUB_FREE_LIMITS,
      }),
    );
    const services = quoteProviders.map((provider) =>
      createMarketDataService({
        provider,
        historyProviders: {
          dailyHistory: createTiingoProvider({
            apiKey: fake.apiKey,
            baseUrl: fake.baseUrl,
            plan,
            now,
          }),
        },
        database,
        session: () => ({ isOpen: true, session: 'regular', holiday: null }),
        now,
        log,
      }),
    );
    // Signed-in users asking about their own symbols: priority calls (docs/decisions/015, 024).
    const own = { admit: () => Promise.resolve({ priority: true }) };
    const users = portfolios();
    const next = random(7);
    const days = [];
    for (let day = 0; day < DAYS; day++) {
      const open = FIRST_OPEN + day * DAY_MS;
      const visits = users.flatMap((symbols) =>
        Array.from({ length: VISITS_PER_USER_PER_DAY }, () => ({
          symbols,
          at: open + next() * SESSION_MS,
        })),
      );
      visits.sort((a, b) => a.at - b.at);
      const before = {
        quotes: quoteProviders.reduce((n, p) => n + p.calls.quote, 0),
        tiingo: fake.requestCount(),
        failed: failedSyncs.count,
        refused: fake.refusedCount(),
      };
      for (const [i, visit] of visits.entries()) {
        clock = visit.at;
        const service = services[i % services.length];
        if (!service) continue;
        await service.quotes(visit.symbols, own);
        for (let c = 0; c < CHARTS_PER_VISIT; c++) {
          const symbol = visit.symbols[Math.floor(next() * visit.symbols.length)] ?? 'S000';
          await service.history(symbol, '1M', own);
          await service.stats(symbol, own);
        }
      }
      days.push({
        day: day + 1,
        finnhubQuoteCalls: quoteProviders.reduce((n, p) => n + p.calls.quote, 0) - before.quotes,
        tiingoCalls: fake.requestCount() - before.tiingo,
        tiingoPeakPerClockHour: fake.peakPerHour(),
        tiingo429s: fake.refusedCount() - before.refused,
        historySyncsRefusedByOurBudget: failedSyncs.count - before.failed,
      });
      fake.resetCounts();
    }
    await Promise.all(services.map((service) => service.close()));
    return {
      processes,
      tiingoPlan: plan,
      distinctSymbols: new Set(users.flat()).size,
      days,
    };
  } finally {
    await fake.close();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
