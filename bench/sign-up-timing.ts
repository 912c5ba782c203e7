import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/database.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { testConfig, testMarketData } from '#tests/app.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { median } from './median.ts';

// Sign-up latency for an e-mail that has an account vs a new one ("sign-up timing";
// docs/decisions/016-sign-up-owned-by-the-mailbox.md). Interleaved, so drift hits both alike;
// the abuse limits are reset between requests (not timed). Prints JSON.
// Usage: SIGN_UP_BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//        node --import tsx bench/sign-up-timing.ts [runs per kind, default 50]

const adminUrl = process.env.SIGN_UP_BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set SIGN_UP_BENCH_DATABASE_URL to a PostgreSQL admin URL');
const runs = Number(process.argv[2] ?? 50);
const name = `tickerdeck_bench_${randomBytes(6).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = connectDatabase(url.toString());
try {
  await runMigrations(database);
  const app = await buildApp({
    config: testConfig(),
    database,
    marketData: testMarketData(database),
  });
  await app.ready();
  const taken = Array.from({ length: runs }, (_, i) => `taken-${i}@example.com`);
  for (const [i, email] of taken.entries()) {
    await database.pool.query(
      `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Owner', $2, true)`,
      [`bench-owner-${i}`, email],
    );
  }
  const signUp = async (email: string) => {
    await database.pool.query('DELETE FROM auth_rate_limit');
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: accountContract.signUp.path,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { name: 'Timing', email, password: 'same password' },
    });
    if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.statusCode}`);
    return performance.now() - started;
  };
  const existing: number[] = [];
  const fresh: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    existing.push(await signUp(taken[i] ?? ''));
    fresh.push(await signUp(`new-${i}@example.com`));
  }
  await app.close();
  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      runs,
      existingEmailMedianMs: round(median(existing)),
      newEmailMedianMs: round(median(fresh)),
      differenceMs: round(median(existing) - median(fresh)),
    }),
  );
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
