import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import type { Browser } from '#tests/accounts.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Each sale's lot method and named lots through our CSV (docs/decisions/093): the file names a
// lot by its buy's `source`, and the import gives it the id that buy gets in the same import, so
// holdings and the tax years' reports of another user match the exporter's.

const setup = appPerTestFile();

const importPath = (query: Record<string, string> = {}) =>
  `${contract.importTransactions.path}?${new URLSearchParams(query).toString()}`;

async function create(browser: Browser, body: object) {
  const answer = await browser.post(contract.createTransaction.path, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ transaction: Transaction }>().transaction;
}

async function ledgerOf(browser: Browser): Promise<Transaction[]> {
  return (await browser.get(`${contract.transactions.path}?limit=500`)).json<{
    transactions: Transaction[];
  }>().transactions;
}

/** An answer without the ids each user's rows have of their own. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'buyId', 'sellId', 'accountId', 'replacementBuyIds'].includes(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

async function figures(browser: Browser) {
  const holdings = (await browser.get(contract.holdings.path)).json();
  const years = await Promise.all(
    ['2024', '2025'].map(async (year) =>
      (await browser.get(`${contract.realizedGains.path}?year=${year}`)).json(),
    ),
  );
  return withoutIds({ holdings: holdings.holdings, totals: holdings.totals, years });
}

const trade = (type: 'buy' | 'sell', date: string, quantity: string, price: string) => ({
  type,
  symbol: 'AAPL',
  date,
  quantity,
  price,
  fees: '1',
});

describe("a sale's lots through the ledger CSV", () => {
  it('imports back with the same holdings and realized gains for another user', async () => {
    const { browser: first } = await signedInUser(setup.app, setup.database);
    const a = await create(first, trade('buy', '2024-01-02', '10', '100'));
    const b = await create(first, trade('buy', '2024-06-03', '10', '150'));
    await create(first, trade('buy', '2024-11-04', '10', '120'));
    const account = a.accountId;
    // One sale by each method: named lots (from two buys), highest cost, average cost, FIFO.
    await create(first, {
      ...trade('sell', '2024-12-02', '6', '160'),
      lotMethod: 'specific',
      lots: [
        { buyId: b.id, quantity: '4' },
        { buyId: a.id, quantity: '2' },
      ],
    });
    await create(first, { ...trade('sell', '2025-02-03', '5', '140'), lotMethod: 'hifo' });
    const patched = await first.patch(contract.updateAccount.path.replace(':id', account), {
      lotMethod: 'average',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await create(first, trade('sell', '2025-03-03', '4', '130'));
    await create(first, { ...trade('sell', '2025-04-01', '3', '135'), lotMethod: 'fifo' });

    const exported = await first.get(contract.exportTransactions.path);
    expect(exported.statusCode).toBe(200);
    const header = exported.body.split('\r\n')[0] ?? '';
    expect(header.endsWith(',acquired_on,lot_method,lots')).toBe(true);
    // The named lots by their buys' sources: entered by hand, `ledger:<id>`.
    expect(exported.body).toContain(`ledger:${b.id}`);

    const { browser: second } = await signedInUser(setup.app, setup.database);
    const imported = await second.upload(importPath(), exported.body);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 7, errors: [] });
    expect(await figures(second)).toEqual(await figures(first));
    // The named lots are the new user's own buys.
    const ledger = await ledgerOf(second);
    const named = ledger.find((row) => row.lotMethod === 'specific');
    const buys = new Map(ledger.filter((row) => row.type === 'buy').map((row) => [row.id, row]));
    expect(named?.lots?.map((lot) => [buys.get(lot.buyId)?.date, lot.quantity])).toEqual([
      ['2024-06-03', '4'],
      ['2024-01-02', '2'],
    ]);
    expect(ledger.filter((row) => row.type === 'sell').map((row) => row.lotMethod)).toEqual(
      expect.arrayContaining(['specific', 'hifo', 'average', 'fifo']),
    );

    // Imported again by its own user: every row a duplicate.
    const home = await first.upload(importPath(), exported.body);
    expect(home.json()).toMatchObject({ imported: 0, duplicates: 7, errors: [] });
  });

  it('refuses a sale naming a lot that neither the file nor the ledger has, on its line', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const header =
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source,' +
      'account,account_kind,account_currency,currency,fx_rate,to_account,to_account_kind,' +
      'to_account_currency,acquired_on,lot_method,lots';
    const lots = (source: string) =>
      `"${JSON.stringify([{ source, quantity: '2' }]).replaceAll('"', '""')}"`;
    const file = [
      header,
      '2024-01-03,buy,AAPL,,5,150,,,,,,row-1,Brokerage,brokerage,USD,USD,,,,,,,',
      `2024-02-03,sell,AAPL,,2,160,,,,,,row-2,Brokerage,brokerage,USD,USD,,,,,,specific,${lots('row-9')}`,
      `2024-02-04,sell,AAPL,,2,160,,,,,,row-3,Brokerage,brokerage,USD,USD,,,,,,specific,${lots('row-1')}`,
      '2024-02-05,sell,AAPL,,1,160,,,,,,row-4,Brokerage,brokerage,USD,USD,,,,,,lifo,',
    ].join('\r\n');
    const committed = await browser.upload(importPath(), file);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({
      imported: 2,
      errors: [
        { line: 3, message: 'lots: no buy of this file or your ledger has the source "row-9"' },
        { line: 5, message: expect.stringContaining('lot_method "lifo"') },
      ],
    });
    // More shares from a lot than it holds (the account holds enough in all): the books refuse
    // the whole file, and nothing of it is written.
    const tooMany = [
      header,
      '2024-03-01,buy,AAPL,,5,150,,,,,,row-5,Brokerage,brokerage,USD,USD,,,,,,,',
      `2024-03-04,sell,AAPL,,6,160,,,,,,row-6,Brokerage,brokerage,USD,USD,,,,,,specific,${lots('row-5').replace('2', '6')}`,
    ].join('\r\n');
    const refused = await browser.upload(importPath(), tooMany);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await ledgerOf(browser)).toHaveLength(2);
    const sold = (await ledgerOf(browser)).find((row) => row.type === 'sell');
    const buy = (await ledgerOf(browser)).find((row) => row.type === 'buy');
    expect(sold).toMatchObject({
      lotMethod: 'specific',
      lots: [{ buyId: buy?.id, quantity: '2' }],
    });
  });

  it("records the account's method for a file's sale that names none", async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const opened = await browser.post(contract.createAccount.path, {
      name: 'Averaged',
      kind: 'brokerage',
      currency: 'USD',
      lotMethod: 'average',
    });
    const account = opened.json().account.id as string;
    // Our first export's twelve columns: no lot method.
    const file = [
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source',
      '2024-01-03,buy,AAPL,,5,150,,,,,,old-1',
      '2024-02-03,sell,AAPL,,2,160,,,,,,old-2',
    ].join('\r\n');
    const committed = await browser.upload(importPath({ account }), file);
    expect(committed.json()).toMatchObject({ imported: 2, errors: [] });
    const sold = (await ledgerOf(browser)).find((row) => row.type === 'sell');
    expect(sold).toMatchObject({ accountId: account, lotMethod: 'average', lots: null });
  });
});
