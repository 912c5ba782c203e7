import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { IMPORT_MAX_CELL_CHARS } from '#shared/portfolio/portfolio-import.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { FIXTURES } from './formats/fixtures/read-fixture.ts';

// A 2.7 kB `source` cell in our own format passed every check and broke the
// database's index row limit on insert (a 500). Every cell is bounded while the file is read
// (a 400 naming the line), and each stored text by its field (an error on its line).

const setup = appPerTestFile();

const HEADER = 'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source';
const row = (source: string, symbol = 'AAPL') =>
  `2024-01-02,buy,${symbol},Apple Inc.,10,150.25,1,,,,,${source}`;
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const importPath = (dryRun: boolean) =>
  `${contract.importTransactions.path}${dryRun ? '?dryRun=1' : ''}`;

async function storedCount(userId: string) {
  const { rows } = await setup.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM portfolio_transactions WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n;
}

describe('import cells too long to store', () => {
  it('answers a 2.7 kB source cell with a 400 naming its line and column, and stores nothing', async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    const long = 'x'.repeat(2_700);
    const body = file(row('ok-1'), row(long, 'MSFT'));
    for (const dryRun of [true, false]) {
      const answer = await browser.upload(importPath(dryRun), body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.message).toMatch(/^Line 3, column 12: /);
      expect(answer.json().error.message).toContain(IMPORT_MAX_CELL_CHARS.toLocaleString('en-US'));
    }
    expect(await storedCount(userId)).toBe(0);
  });

  it("refuses a source under the file's cap but over the index's byte limit on its line only", async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    // 900 emoji: 1,800 UTF-16 units (under the cell cap), 3,600 bytes (over btree's 2,704).
    const wide = '😀'.repeat(900);
    const body = file(row('ok-1'), row(wide, 'MSFT'), row('r'.repeat(300), 'NVDA'));
    const preview = await browser.upload(importPath(true), body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([
      { line: 3, message: expect.stringMatching(/^Source: at most 256 characters/) },
      { line: 4, message: expect.stringMatching(/^Source: at most 256 characters/) },
    ]);
    const committed = await browser.upload(importPath(false), body);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ imported: 1, errors: [{ line: 3 }, { line: 4 }] });
    expect(await storedCount(userId)).toBe(1);
  });

  it("bounds every format's cells, not only ours: a broker file's long cell is a 400 too", async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const schwab = [
      '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"',
      `"01/02/2024","Buy","AAPL","${'APPLE INC '.repeat(300)}","10","$150.25","","-$1502.50"`,
    ].join('\r\n');
    const answer = await browser.upload(importPath(true), schwab);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.message).toMatch(/^Line 2, column 4: /);
  });

  it("bounds a broker's transaction id by its field: an error on its line only", async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const header = readFileSync(path.join(FIXTURES, 'trading212-2025.csv'), 'utf8').split(
      /\r?\n/,
    )[0];
    const buy = (id: string) =>
      `Market buy,2025-02-03 14:30:00.250,US67066G1040,NVDA,NVIDIA,,${id},4.0000000000,120.00,USD,1.00,,,481.10,USD,,,1.00,0.10,,,USD,USD`;
    const csv = [header, buy('t-1'), buy('i'.repeat(201))].join('\r\n');
    const answer = await browser.upload(importPath(true), csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().errors).toEqual([
      { line: 3, message: expect.stringMatching(/^Source: at most 200 characters/) },
    ]);
  });
});
