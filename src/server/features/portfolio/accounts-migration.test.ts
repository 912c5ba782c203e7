import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '#tests/migrations.ts';
import { insertUser } from '#tests/users.ts';
import { runMigrations } from '../../db/migrate.ts';

// Every user's ledger moves, whole, into one "Brokerage" account in US dollars
// (docs/decisions/085). The database is migrated up to 0013 (the schema before accounts),
// seeded with ledgers as the code before wrote them — every kind, every column — then migrated
// to the end; each row must come back with every value it had, in its user's one account.

const LAST_MIGRATION_BEFORE_ACCOUNTS = 13;

const harness = databaseBeforeMigration(LAST_MIGRATION_BEFORE_ACCOUNTS);

const COLUMNS = `id, user_id, type, symbol, name, date::text AS date, quantity::text AS quantity,
  price::text AS price, amount::text AS amount, fees::text AS fees, split_from, split_to, note,
  created_at, source_fingerprint`;

describe('migrating ledgers into accounts', () => {
  it("puts each user's transactions, unchanged, into one USD Brokerage account of theirs", async () => {
    await harness.migrateUpTo();
    const { database } = harness;
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    const carol = await insertUser(database.db); // no ledger: no account either
    const rows: [string, string, string, string, string, ...(string | number | null)[]][] = [
      [
        'AAPL-1704207600000',
        alice,
        'buy',
        'AAPL',
        '2024-01-02',
        '10',
        '150.25',
        null,
        '1',
        null,
        null,
        'first lot',
        '2024-01-02T15:00:00.000Z',
        null,
      ],
      [
        '01a2252b-e57f-7355-b60f-341fa604029a',
        alice,
        'sell',
        'AAPL',
        '2024-03-01',
        '4',
        '180',
        null,
        null,
        null,
        null,
        null,
        '2024-03-01T15:00:00.000Z',
        'ibkr:row-7',
      ],
      [
        '01a2252b-e57f-7355-b60f-341fa604029b',
        alice,
        'dividend',
        'AAPL',
        '2024-02-15',
        null,
        null,
        '2.4',
        null,
        null,
        null,
        null,
        '2024-02-15T15:00:00.000Z',
        null,
      ],
      [
        '01a2252b-e57f-7355-b60f-341fa604029c',
        alice,
        'split',
        'AAPL',
        '2024-06-10',
        null,
        null,
        null,
        null,
        1,
        4,
        null,
        '2024-06-10T15:00:00.000Z',
        null,
      ],
      [
        '01a2252b-e57f-7355-b60f-341fa604029d',
        bob,
        'buy',
        'MSFT',
        '2023-05-01',
        '0.000001',
        '999999999.999999',
        null,
        null,
        null,
        null,
        null,
        '2023-05-01T15:00:00.000Z',
        null,
      ],
      [
        '01a2252b-e57f-7355-b60f-341fa604029e',
        bob,
        'fee',
        'MSFT',
        '2023-06-01',
        null,
        null,
        '2.5',
        null,
        null,
        null,
        'custody',
        '2023-06-01T15:00:00.000Z',
        null,
      ],
    ];
    for (const row of rows) {
      await database.pool.query(
        `INSERT INTO portfolio_transactions (id, user_id, type, symbol, date, quantity, price,
           amount, fees, split_from, split_to, note, created_at, source_fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        row,
      );
    }
    const before = await database.pool.query(
      `SELECT ${COLUMNS} FROM portfolio_transactions ORDER BY id`,
    );

    await runMigrations(database);

    const after = await database.pool.query(
      `SELECT ${COLUMNS}, account_id, currency, fx_rate, to_account_id, acquired_on
       FROM portfolio_transactions ORDER BY id`,
    );
    const { rows: accounts } = await database.pool.query<{
      id: string;
      user_id: string;
      name: string;
      kind: string;
      currency: string;
      archived: boolean;
      created_at: Date;
    }>('SELECT id, user_id, name, kind, currency, archived, created_at FROM portfolio_accounts');
    // One account each for Alice and Bob, opened when their first transaction was entered.
    const accountOf = (userId: string) => accounts.find((account) => account.user_id === userId);
    expect(accounts).toHaveLength(2);
    expect(accountOf(carol)).toBeUndefined();
    expect(accountOf(alice)).toMatchObject({
      name: 'Brokerage',
      kind: 'brokerage',
      currency: 'USD',
      archived: false,
      created_at: new Date('2024-01-02T15:00:00.000Z'),
    });
    expect(accountOf(bob)).toMatchObject({
      name: 'Brokerage',
      created_at: new Date('2023-05-01T15:00:00.000Z'),
    });
    // Every value as it was, each row in its user's account, in dollars, not a transfer.
    expect(after.rows).toEqual(
      before.rows.map((row: { user_id: string }) => ({
        ...row,
        account_id: accountOf(row.user_id)?.id,
        currency: 'USD',
        fx_rate: null,
        to_account_id: null,
        acquired_on: null,
      })),
    );
    // The new rules hold on the migrated rows: no transaction without an account.
    await expect(
      database.pool.query(
        `INSERT INTO portfolio_transactions (id, user_id, type, symbol, date, quantity, price,
           currency, created_at) VALUES ('X-1', $1, 'buy', 'X', '2024-01-01', 1, 1, 'USD', now())`,
        [alice],
      ),
    ).rejects.toThrow(/account_id/);
  });
});
