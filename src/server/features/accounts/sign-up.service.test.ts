import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail } from '#tests/accounts.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { createPasswordHasher } from '../../auth/password-hash.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { inTransaction } from '../../db/transactions.ts';
import { retryingDeadlocks } from './sign-up.repo.ts';
import { createSignUpService } from './sign-up.service.ts';

let database: TestDatabase;
const hasher = createPasswordHasher({ threads: 1 });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await hasher.close();
  await database.dispose();
});

/** A sign-up service whose hashing, SQL round trips and mails are counted. */
function countedService(hash = hasher.hashPassword) {
  const work = { hashes: 0, queries: 0, mails: [] as MailMessage[] };
  const pool = new Proxy(database.pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (...args: unknown[]) => {
        work.queries += 1;
        return Reflect.apply(target.query, target, args) as unknown;
      };
    },
  }) satisfies pg.Pool;
  const service = createSignUpService({
    pool,
    baseUrl: 'http://localhost:3000',
    send: (mail) => work.mails.push(mail),
    hash: (password) => {
      work.hashes += 1;
      return hash(password);
    },
    verify: hasher.verifyPassword,
  });
  return { service, work };
}

describe('sign-up work', () => {
  it('does the same work for a taken and a new e-mail: one hash, one statement, one mail queued', async () => {
    const taken = freshEmail();
    await database.pool.query(
      `INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, 'Owner', $2, true)`,
      [`owner-${taken}`, taken],
    );
    const forTaken = countedService();
    await forTaken.service.signUp({ name: 'Eve', email: taken, password: 'secret1' });
    const forNew = countedService();
    await forNew.service.signUp({ name: 'Eve', email: freshEmail(), password: 'secret1' });

    expect(forTaken.work.hashes).toBe(1);
    expect(forTaken.work.queries).toBe(1);
    expect(forTaken.work.mails).toHaveLength(1);
    expect({ ...forNew.work, mails: forNew.work.mails.length }).toEqual({
      ...forTaken.work,
      mails: forTaken.work.mails.length,
    });
    // What differs is only what the mailbox owner reads.
    expect(forTaken.work.mails[0]?.subject).toBe('You already have a Tickerdeck account');
    expect(forNew.work.mails[0]?.subject).toBe('Verify your e-mail address for Tickerdeck');
    const pending = await database.pool.query('SELECT 1 FROM pending_sign_up WHERE email = $1', [
      taken,
    ]);
    expect(pending.rowCount).toBe(0);
  });

  it('keeps at most five unverified sign-ups per e-mail, dropping the oldest', async () => {
    const email = freshEmail();
    // Hashing is not what this test is about: a cheap stand-in keeps it quick.
    const { service } = countedService(async (password) => `plain$${password}`);
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await service.signUp({ name: `Try ${attempt}`, email, password: `secret-${attempt}` });
    }
    const kept = await database.pool.query<{ name: string }>(
      'SELECT name FROM pending_sign_up WHERE email = $1 ORDER BY id',
      [email],
    );
    expect(kept.rows.map((row) => row.name)).toEqual(['Try 3', 'Try 4', 'Try 5', 'Try 6', 'Try 7']);
  });

  it('runs a transaction again when PostgreSQL aborts it to break a deadlock', async () => {
    const ids: number[] = [];
    for (const name of ['first', 'second']) {
      const row = await database.pool.query<{ id: string }>(
        `INSERT INTO pending_sign_up (email, name, password_hash, expires_at)
         VALUES ($1, $2, 'x', now() + interval '1 hour') RETURNING id`,
        [freshEmail(), name],
      );
      ids.push(Number(row.rows[0]?.id));
    }
    let holding = 0;
    let bothHold: () => void = () => undefined;
    const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
    let attempts = 0;
    // Two transactions lock the same two rows in opposite orders: one of them must deadlock.
    const lockBoth = (first: number, second: number) => {
      let mine = 0;
      return retryingDeadlocks(() =>
        inTransaction(database.pool, async (client) => {
          attempts += 1;
          mine += 1;
          await client.query('SELECT 1 FROM pending_sign_up WHERE id = $1 FOR UPDATE', [first]);
          if (mine === 1) {
            holding += 1;
            if (holding === 2) bothHold();
            await bothHolding;
          }
          await client.query('SELECT 1 FROM pending_sign_up WHERE id = $1 FOR UPDATE', [second]);
        }),
      );
    };
    const [a = 0, b = 0] = ids;
    await Promise.all([lockBoth(a, b), lockBoth(b, a)]);
    // At least one retry; under load PostgreSQL may pick a victim in each of two rounds.
    expect(attempts).toBeGreaterThanOrEqual(3);
  });
});
