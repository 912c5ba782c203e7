import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_LINES } from '#shared/portfolio/portfolio-import.ts';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Broker CSV import and the exports over HTTP: what a caller of the public API sees.

const setup = appPerTestFile();

const importPath = (query: Record<string, string> = {}) =>
  `${contract.importTransactions.path}?${new URLSearchParams(query).toString()}`;
const previewPath = (query: Record<string, string> = {}) => importPath({ dryRun: '1', ...query });

/** A file in our own format, written as a user would in a spreadsheet. */
const OURS = [
  'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
  '2024-01-02,buy,AAPL,Apple Inc.,10,150.25,1,,,,first lot,',
  '2024-02-01,buy,MSFT,,5,400,,,,,,',
  '2024-03-01,sell,AAPL,,4,170,1.5,,,,,',
  '2024-03-15,dividend,AAPL,,,,,2.4,,,,',
  '2024-06-10,split,AAPL,,,,,,1,4,,',
].join('\r\n');

async function ledgerOf(browser: Browser): Promise<Transaction[]> {
  const page = await browser.get(`${contract.transactions.path}?limit=500`);
  expect(page.statusCode).toBe(200);
  return page.json<{ transactions: Transaction[] }>().transactions;
}

const comparable = (transactions: Transaction[]) =>
  transactions
    // Each user's own account: the same account, seen from two users, has two ids.
    .map(({ id: _id, createdAt: _createdAt, accountId: _accountId, ...kept }) => kept)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('importing a CSV file', () => {
  it('previews without writing, commits once, and a re-import finds only duplicates', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const preview = await browser.upload(previewPath(), OURS);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.format).toEqual({
      id: 'tickerdeck',
      broker: 'Tickerdeck',
      label: expect.any(String),
    });
    expect(body.dataLines).toBe(5);
    expect(
      body.transactions.map((row: { line: number; type: string }) => [row.line, row.type]),
    ).toEqual([
      [2, 'buy'],
      [3, 'buy'],
      [4, 'sell'],
      [5, 'dividend'],
      [6, 'split'],
    ]);
    expect(await ledgerOf(browser)).toEqual([]);

    const committed = await browser.upload(importPath(), OURS);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ imported: 5, duplicates: 0, skipped: 0, errors: [] });
    const holdings = await browser.get(contract.holdings.path);
    // 10 − 4 = 6 shares, then 4-for-1 → 24; MSFT 5.
    expect(
      holdings
        .json()
        .holdings.map((row: { symbol: string; quantity: string }) => [row.symbol, row.quantity]),
    ).toEqual([
      ['AAPL', '24'],
      ['MSFT', '5'],
    ]);

    const again = await browser.upload(importPath(), OURS);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 5 });
    expect(await ledgerOf(browser)).toHaveLength(5);
  });

  it('exports the ledger as CSV that imports back exactly into another account', async () => {
    const { browser: first } = await signedInUser(setup.app, setup.database);
    expect((await first.upload(importPath(), OURS)).statusCode).toBe(201);
    // A hand-entered buy with a note a spreadsheet would run: exported defused, read back intact.
    const typed = await first.post(contract.createTransaction.path, {
      type: 'buy',
      symbol: 'MSFT',
      date: '2024-04-02',
      quantity: '1.5',
      price: '410.1',
      note: '=HYPERLINK("http://example.com","x")',
    });
    expect(typed.statusCode).toBe(201);
    const exported = await first.get(contract.exportTransactions.path);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="tickerdeck-transactions-/,
    );
    expect(exported.body).toContain(`'=HYPERLINK`);
    expect(exported.body.split('\r\n').some((line) => /(^|,)[=+@]/.test(line))).toBe(false);

    const { browser: second } = await signedInUser(setup.app, setup.database);
    const imported = await second.upload(importPath(), exported.body);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 6, duplicates: 0 });
    expect(comparable(await ledgerOf(second))).toEqual(comparable(await ledgerOf(first)));
    // Importing the export back into the account it came from changes nothing.
    const home = await first.upload(importPath(), exported.body);
    expect(home.json()).toMatchObject({ imported: 0, duplicates: 6 });
  });

  it('accounts for every line: skipped, errors with line numbers, unknown symbols', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const file = [
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
      '2024-01-02,buy,AAPL,,10,150,,,,,,',
      '2024-01-03,buy,ZZZZ,,1,10,,,,,,',
      '2024-01-04,sell,AAPL,,11,150,,,,,,',
      'not-a-date,buy,AAPL,,1,150,,,,,,',
    ].join('\n');
    const preview = (await browser.upload(previewPath(), file)).json();
    expect(preview.dataLines).toBe(4);
    expect(preview.transactions).toHaveLength(1);
    expect(preview.errors.map((error: { line: number }) => error.line)).toEqual([3, 4, 5]);
    expect(preview.errors[0].message).toBe('Unknown symbol: ZZZZ');
    expect(preview.errors[1].message).toBe(
      'You held 10 AAPL on 2024-01-04; selling 11 is 1 short.',
    );
  });
});

describe('hostile or wrong files change nothing', () => {
  it('answers 4xx with a clear message', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const binary = await browser.upload(importPath(), png);
    expect(binary.statusCode).toBe(415);
    expect(binary.json().error.message).toMatch(/not a CSV file/);

    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('date,symbol\n2024-01-02,'),
      0xe9,
      0x0a,
    ]);
    const encoding = await browser.upload(importPath(), latin1);
    expect(encoding.statusCode).toBe(415);
    expect(encoding.json().error.message).toMatch(/not UTF-8/);

    const huge = await browser.upload(
      importPath(),
      new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('body-too-large');

    const wide = await browser.upload(importPath(), `${','.repeat(1_000_000)}\n`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.message).toMatch(/1,000,001 columns/);

    const unknown = await browser.upload(importPath(), 'a,b,c\n1,2,3\n');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('unknown-format');

    const plain = await browser.upload(importPath(), OURS, 'text/plain');
    expect(plain.statusCode).toBe(415);

    const empty = await browser.upload(importPath(), new Uint8Array());
    expect(empty.statusCode).toBe(400);

    const badQuery = await browser.upload(importPath({ format: '../../etc' }), OURS);
    expect(badQuery.statusCode).toBe(400);

    expect(await ledgerOf(browser)).toEqual([]);
  });

  it('refuses a 10 MiB file of blank lines with a 413 naming the line cap', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (const body of [
      new Uint8Array(IMPORT_MAX_BYTES).fill(0x0a),
      '\r\n'.repeat(IMPORT_MAX_LINES + 1),
    ]) {
      const answer = await browser.upload(importPath({ dryRun: '1' }), body);
      expect(answer.statusCode).toBe(413);
      expect(answer.json().error).toMatchObject({
        code: 'body-too-large',
        message: expect.stringContaining(IMPORT_MAX_LINES.toLocaleString('en-US')),
      });
    }
  });

  it('needs a signed-in user', async () => {
    const visitor = new Browser(setup.app);
    expect((await visitor.upload(importPath(), OURS)).statusCode).toBe(401);
    expect((await visitor.get(contract.exportTransactions.path)).statusCode).toBe(401);
    expect((await visitor.get(accountContract.exportAccount.path)).statusCode).toBe(401);
  });
});

describe('saved mappings and the account export', () => {
  it('saves, uses and deletes a column mapping', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const mapping = {
      columns: { date: 'Trade Date', symbol: 'Ticker', quantity: 'Shares', price: 'Price' },
      dateOrder: 'DD/MM/YYYY',
      decimalSeparator: ',',
    };
    const saved = await browser.post(contract.saveImportMapping.path, { name: 'My bank', mapping });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json().mapping;
    const file = 'Trade Date;Ticker;Shares;Price\n02/01/2024;AAPL;3;150,5\n';
    const preview = await browser.upload(previewPath({ format: `mapping:${id}` }), file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().transactions).toEqual([
      expect.objectContaining({
        type: 'buy',
        symbol: 'AAPL',
        date: '2024-01-02',
        quantity: '3',
        price: '150.5',
      }),
    ]);
    const unsaved = await browser.upload(previewPath({ mapping: JSON.stringify(mapping) }), file);
    expect(unsaved.json().transactions).toHaveLength(1);
    expect((await browser.get(contract.importMappings.path)).json().mappings).toHaveLength(1);
    const removed = await browser.delete(fillPath(contract.removeImportMapping.path, { id }));
    expect(removed.statusCode).toBe(204);
    const gone = await browser.upload(previewPath({ format: `mapping:${id}` }), file);
    expect(gone.statusCode).toBe(422);
  });

  it("answers 404 for deleting another user's mapping, or one already gone, and keeps it", async () => {
    const owner = await signedInUser(setup.app, setup.database);
    const other = await signedInUser(setup.app, setup.database);
    const mapping = {
      columns: { date: 'Date', symbol: 'Ticker', quantity: 'Shares', price: 'Price' },
      dateOrder: 'YYYY-MM-DD',
    };
    const saved = await owner.browser.post(contract.saveImportMapping.path, {
      name: 'Mine',
      mapping,
    });
    const path = fillPath(contract.removeImportMapping.path, { id: saved.json().mapping.id });
    const stranger = await other.browser.delete(path);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not-found');
    expect((await owner.browser.get(contract.importMappings.path)).json().mappings).toHaveLength(1);
    expect((await owner.browser.delete(path)).statusCode).toBe(204);
    expect((await owner.browser.delete(path)).statusCode).toBe(404);
  });

  it('exports the whole account as JSON', async () => {
    const { browser, email } = await signedInUser(setup.app, setup.database);
    expect((await browser.upload(importPath(), OURS)).statusCode).toBe(201);
    const exported = await browser.get(accountContract.exportAccount.path);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="tickerdeck-account-/,
    );
    const document = exported.json();
    expect(document).toMatchObject({
      format: 'tickerdeck-account-export',
      version: 1,
      profile: { email, displayName: 'Ada Lovelace' },
      preferences: { costBasisMethod: 'fifo' },
      watchlists: [{ name: 'Your Watchlist', symbols: [] }],
      importMappings: [],
    });
    expect(document.transactions.map((row: Transaction) => row.type)).toEqual([
      'buy',
      'buy',
      'sell',
      'dividend',
      'split',
    ]);
  });
});
