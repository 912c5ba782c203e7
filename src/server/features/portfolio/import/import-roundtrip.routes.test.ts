import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/portfolio/portfolio-accounts.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import type { Browser } from '#tests/accounts.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Our CSV export of a ledger in several accounts and currencies (docs/decisions/085) imports back
// exactly: the same accounts, every kind, each row in its account, currencies and rates kept.

const setup = appPerTestFile();

const importPath = (query: Record<string, string> = {}) =>
  `${contract.importTransactions.path}?${new URLSearchParams(query).toString()}`;

async function ledgerOf(browser: Browser): Promise<Transaction[]> {
  const page = await browser.get(`${contract.transactions.path}?limit=500`);
  expect(page.statusCode).toBe(200);
  return page.json<{ transactions: Transaction[] }>().transactions;
}

async function accountsOf(browser: Browser): Promise<Account[]> {
  return (await browser.get(contract.accounts.path)).json<{ accounts: Account[] }>().accounts;
}

/** Transactions with their accounts by name: ids and entry times are each user's own. */
async function comparable(browser: Browser) {
  const names = new Map((await accountsOf(browser)).map((account) => [account.id, account.name]));
  return (await ledgerOf(browser))
    .map(({ id: _id, createdAt: _createdAt, accountId, toAccountId, ...kept }) => ({
      ...kept,
      account: names.get(accountId),
      toAccount: toAccountId === null ? null : names.get(toAccountId),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const accountShapes = async (browser: Browser) =>
  (await accountsOf(browser))
    .map(({ name, kind, currency, institution, archived }) => ({
      name,
      kind,
      currency,
      institution,
      archived,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

async function create(browser: Browser, body: object) {
  const answer = await browser.post(contract.createTransaction.path, body);
  expect(answer.statusCode, answer.body).toBe(201);
}

describe('the ledger export in several accounts and currencies', () => {
  it('imports back exactly for another user, and is all duplicates for its own', async () => {
    const { browser: first } = await signedInUser(setup.app, setup.database);
    const brokerage = await first.post(contract.createAccount.path, {
      name: 'Brokerage',
      kind: 'brokerage',
      currency: 'USD',
    });
    expect(brokerage.statusCode, brokerage.body).toBe(201);
    const isa = await first.post(contract.createAccount.path, {
      name: 'My ISA',
      kind: 'isa',
      currency: 'GBP',
    });
    expect(isa.statusCode, isa.body).toBe(201);
    const usd = brokerage.json<{ account: Account }>().account.id;
    const gbp = isa.json<{ account: Account }>().account.id;

    await create(first, { type: 'deposit', date: '2024-01-02', amount: '10000', accountId: usd });
    await create(first, { type: 'deposit', date: '2024-01-02', amount: '5000', accountId: gbp });
    await create(first, {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-01-03',
      quantity: '10',
      price: '150.25',
      fees: '1',
      accountId: usd,
      currency: 'USD',
    });
    await create(first, {
      type: 'transfer-cash',
      date: '2024-02-01',
      amount: '1000',
      accountId: usd,
      toAccountId: gbp,
      currency: 'USD',
    });
    await create(first, {
      type: 'transfer-shares',
      symbol: 'AAPL',
      date: '2024-02-02',
      quantity: '4',
      accountId: usd,
      toAccountId: gbp,
    });
    await create(first, {
      type: 'receive-shares',
      symbol: 'MSFT',
      date: '2024-03-01',
      quantity: '3',
      price: '250',
      acquiredOn: '2019-05-06',
      accountId: gbp,
      currency: 'USD',
    });
    // A trade in euros, settled in the ISA's pounds at the broker's rate.
    await create(first, {
      type: 'buy',
      symbol: 'MSFT',
      date: '2024-03-04',
      quantity: '2',
      price: '380.5',
      accountId: gbp,
      currency: 'EUR',
      fxRate: '0.8563',
      note: '=not a formula',
    });
    await create(first, {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-04-02',
      quantity: '4',
      price: '170',
      accountId: gbp,
      currency: 'USD',
    });

    const exported = await first.get(contract.exportTransactions.path);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n').some((line) => /(^|,)[=+@]/.test(line))).toBe(false);
    expect(exported.body).toContain(',My ISA,isa,GBP,EUR,0.8563,,,,');
    expect(exported.body).toContain(',Brokerage,brokerage,USD,USD,,My ISA,isa,GBP,');
    expect(exported.body).toContain(',2019-05-06,,\r\n');

    const { browser: second } = await signedInUser(setup.app, setup.database);
    const imported = await second.upload(importPath(), exported.body);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ imported: 8, duplicates: 0, errors: [] });
    expect(await accountShapes(second)).toEqual(await accountShapes(first));
    expect(await comparable(second)).toEqual(await comparable(first));

    const home = await first.upload(importPath(), exported.body);
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toMatchObject({ imported: 0, duplicates: 8, errors: [] });
    expect(await ledgerOf(first)).toHaveLength(8);
    expect(await accountsOf(first)).toHaveLength(2);
  });

  it('refuses a row in a currency we cannot convert, on its line, and writes nothing', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const header =
      'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source,' +
      'account,account_kind,account_currency,currency,fx_rate,to_account,to_account_kind,' +
      'to_account_currency,acquired_on';
    const file = [header, '2024-01-03,buy,AAPL,,1,150,,,,,,,My ISA,isa,GBP,XYZ,,,,,'].join('\r\n');
    const preview = await browser.upload(importPath({ dryRun: '1' }), file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([
      { line: 2, message: expect.stringMatching(/^currency: Unknown currency "XYZ"/) },
    ]);
    const committed = await browser.upload(importPath(), file);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ imported: 0, errors: [{ line: 2 }] });
    // Neither the row nor the account only it names.
    expect(await ledgerOf(browser)).toEqual([]);
    expect(await accountsOf(browser)).toEqual([]);
  });
});
