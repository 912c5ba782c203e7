import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testMarketData, TEST_SCRYPT_COST } from '#tests/app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { buildApp } from '#server/app.ts';
import type { Tx } from '#server/db/transactions.ts';
import { newLedgerId } from '../ledger-id.ts';
import { insertBatch } from './import.repo.ts';
import { loggerOptions } from '#server/observability/logger.ts';

// A failed import insert logged its whole batch three times (drizzle's error
// carries the query's parameters in its message and fields): a 9.9 MB request wrote 29.7 MB of
// log. An error is logged by what it is, never by the values it was given.

const CELL_TEXT = 'a-note-only-its-owner-should-see';
/** One import batch as import-worker.ts builds it, every note holding the user's text. */
const batch = JSON.stringify(
  Array.from({ length: 2_000 }, (_, n) => ({
    id: newLedgerId(),
    n,
    // An account nobody has: with the user below, the foreign keys refuse the insert.
    account_id: '00000000-0000-4000-8000-000000000000',
    currency: 'USD',
    type: 'buy',
    symbol: 'AAPL',
    name: null,
    date: '2024-01-02',
    quantity: '1',
    price: '100',
    amount: null,
    fees: null,
    split_from: null,
    split_to: null,
    note: `${CELL_TEXT} ${n}`,
    fp: `fp-${n}`,
  })),
);

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    marketData: testMarketData(database),
    logger: pino(loggerOptions(config), stream),
    backgroundJobs: false,
    passwordHashCost: TEST_SCRYPT_COST,
  });
  // A batch for a user that does not exist: the foreign key refuses the insert.
  app.post('/test/failing-insert', async () => {
    await insertBatch(database.db as unknown as Tx, 'no-such-user', batch, new Date());
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('logged errors', () => {
  it("log a failed insert small, by its SQL state, without the batch's values", async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/test/failing-insert',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(CELL_TEXT);
    const errorLines = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errorLines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(CELL_TEXT);
      expect(line.length).toBeLessThan(4_000);
    }
    // Still useful: what failed, where, and why.
    const logged = JSON.parse(errorLines[0] ?? '{}');
    expect(logged.msg).toBe('unhandled error');
    expect(JSON.stringify(logged.err)).toContain('23503');
    expect(logged.err.message).toMatch(/^Failed query: /);
    expect(logged.err.stack).toMatch(/\n\s+at /);
  });

  it('log an error passed alone, or without a message, the same way', () => {
    const error = new Error(`Failed query: insert into x values ($1)\nparams: ${batch}`);
    const before = lines.length;
    app.log.error(error);
    app.log.error({ err: error });
    app.log.warn({ err: new Error('outer', { cause: error }) }, 'wrapped');
    const written = lines.slice(before);
    expect(written).toHaveLength(3);
    for (const line of written) {
      expect(line).not.toContain(CELL_TEXT);
      expect(line.length).toBeLessThan(4_000);
      expect(line).toContain('Failed query: insert into x values ($1)');
    }
  });
});
