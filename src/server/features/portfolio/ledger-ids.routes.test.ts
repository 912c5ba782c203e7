import { brokerageAccount } from '#tests/portfolio-accounts.ts';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Transaction ids are global, so they must not collide across users. An
// N-row import once took the ids 'AAPL-<ms>' … 'AAPL-<ms + N>': another user's buy of AAPL in
// that window answered 500 after seconds of retries, and an import that lost such a race was
// written again a thousand seconds in the future.

const setup = appPerTestFile();

const ROWS = 3_000;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Our own CSV with `rows` buys of AAPL, one a day from 2015-01-01, each its own quantity. */
function buysFile(rows: number) {
  const lines = [
    'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
  ];
  const dates: string[] = [];
  for (let n = 0; n < rows; n++) {
    const date = new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    dates.push(date);
    lines.push(`${date},buy,AAPL,Apple Inc.,${n + 1},100,,,,,,`);
  }
  return { text: lines.join('\r\n'), dates };
}

async function wholeLedger(browser: Awaited<ReturnType<typeof signedInUser>>['browser']) {
  const all: Transaction[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await browser.get(`${contract.transactions.path}?limit=500&offset=${offset}`);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ transactions: Transaction[]; nextOffset: number | null }>();
    all.push(...body.transactions);
    if (body.nextOffset === null) return all;
  }
}

describe('transaction ids across users', () => {
  it("stores another user's buys of the same symbol while an import runs, and dates nothing in the future", async () => {
    const importer = await signedInUser(setup.app, setup.database);
    const buyer = await signedInUser(setup.app, setup.database);
    const file = buysFile(ROWS);

    let importing = true;
    const imported = importer.browser
      .upload(contract.importTransactions.path, file.text)
      .finally(() => (importing = false));
    const buys: Array<{ status: number; body: string }> = [];
    const buy = async () => {
      const response = await buyer.browser.post(contract.createTransaction.path, {
        type: 'buy',
        symbol: 'AAPL',
        date: '2024-01-02',
        quantity: '1',
        price: '150',
      });
      buys.push({ status: response.statusCode, body: response.body });
    };
    // Buys while the import runs, and right after it: both fell in its ids' window.
    while (importing) await buy();
    for (let n = 0; n < 3; n++) await buy();
    const done = Date.now();

    const result = await imported;
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json()).toMatchObject({ imported: ROWS, errors: [] });
    expect(buys.filter((answer) => answer.status !== 201)).toEqual([]);

    const ledger = await wholeLedger(importer.browser);
    expect(ledger).toHaveLength(ROWS);
    // Each row carries the file's trade date, and was entered no later than now.
    expect(ledger.map((row) => row.date).sort()).toEqual(file.dates);
    expect(ledger.filter((row) => Date.parse(row.createdAt) > done)).toEqual([]);
    expect(ledger.filter((row) => !UUID_V7.test(row.id))).toEqual([]);
    const bought = await wholeLedger(buyer.browser);
    expect(bought).toHaveLength(buys.length);
    expect(new Set([...ledger, ...bought].map((row) => row.id)).size).toBe(ROWS + buys.length);
  }, 120_000);

  it('imports the same file for two users at once, each dated as entered', async () => {
    const first = await signedInUser(setup.app, setup.database);
    const second = await signedInUser(setup.app, setup.database);
    const file = buysFile(1_000);
    const started = Date.now();
    const results = await Promise.all(
      [first, second].map(({ browser }) =>
        browser.upload(contract.importTransactions.path, file.text),
      ),
    );
    const done = Date.now();
    for (const result of results) {
      expect(result.statusCode, result.body).toBe(201);
      expect(result.json()).toMatchObject({ imported: 1_000 });
    }
    for (const { browser } of [first, second]) {
      const ledger = await wholeLedger(browser);
      expect(ledger.map((row) => row.date).sort()).toEqual(file.dates);
      const entered = ledger.map((row) => Date.parse(row.createdAt));
      expect(Math.min(...entered)).toBeGreaterThanOrEqual(started);
      expect(Math.max(...entered)).toBeLessThanOrEqual(done);
    }
  }, 60_000);

  it('keeps the file order of one day’s rows, which the ids now break ties of', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const file = [
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
      ...Array.from({ length: 30 }, (_, n) => `2024-01-02,buy,MSFT,,${n + 1},400,,,,,,`),
    ].join('\r\n');
    const result = await browser.upload(contract.importTransactions.path, file);
    expect(result.statusCode, result.body).toBe(201);
    // Newest first: the file's last line is the first row of the page.
    const page = await wholeLedger(browser);
    expect(page.map((row) => row.quantity)).toEqual(
      Array.from({ length: 30 }, (_, n) => String(30 - n)),
    );
    const path = fillPath(contract.updateTransaction.path, { id: page[0]?.id ?? '' });
    expect((await browser.patch(path, { note: 'last line' })).statusCode).toBe(200);
  });

  it('takes ids of both shapes in paths: old rows keep theirs, and anything else is a 400', async () => {
    const { browser, userId } = await signedInUser(setup.app, setup.database);
    // Two rows as the code before decision 076 wrote them.
    const account = await brokerageAccount(setup.database.pool, userId);
    await setup.database.pool.query(
      `INSERT INTO portfolio_transactions (id, user_id, account_id, currency, type, symbol, date,
         quantity, price, created_at)
       VALUES ('AAPL-1704207600000', $1, $3, 'USD', 'buy', 'AAPL', '2024-01-02', 10, 150, $2),
              ('BRK.B-1704207600001', $1, $3, 'USD', 'buy', 'BRK.B', '2024-01-02', 1, 400, $2)`,
      [userId, new Date(1_704_207_600_000), account],
    );
    const edited = await browser.patch(
      fillPath(contract.updateTransaction.path, { id: 'AAPL-1704207600000' }),
      { note: 'kept its id' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().transaction).toMatchObject({
      id: 'AAPL-1704207600000',
      note: 'kept its id',
    });
    const removed = await browser.delete(
      fillPath(contract.removePosition.path, { id: 'BRK.B-1704207600001' }),
    );
    expect(removed.statusCode).toBe(204);

    const sold = await browser.post(contract.createTransaction.path, {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-02-01',
      quantity: '4',
      price: '170',
    });
    expect(sold.statusCode).toBe(201);
    const sell = sold.json().transaction as Transaction;
    expect(sell.id).toMatch(UUID_V7);
    const path = fillPath(contract.removeTransaction.path, { id: sell.id });
    expect((await browser.delete(path)).statusCode).toBe(204);
    expect((await browser.delete(path)).statusCode).toBe(404);

    for (const id of [
      sell.id.toUpperCase(),
      sell.id.replace(/^(.{14})7/, '$14'), // a version-4 shape
      `${sell.id}x`,
      'aapl-1704207600000',
    ]) {
      const refused = await browser.patch(fillPath(contract.updateTransaction.path, { id }), {
        note: 'x',
      });
      expect(refused.statusCode, id).toBe(400);
      expect(refused.json().error.message, id).toContain('Invalid transaction id');
    }
    expect((await wholeLedger(browser)).map((row) => row.id)).toEqual(['AAPL-1704207600000']);
  });
});
