import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { type Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { storeCloses } from '#tests/daily-closes.ts';

// Accounts, cash and transfers over HTTP (docs/decisions/085): what a caller of the API sees,
// and every refusal changing nothing.

const setup = appPerTestFile();

const accountPath = (id: string) => fillPath(contract.updateAccount.path, { id });

async function post(browser: Browser, body: object, status = 201) {
  const response = await browser.post(contract.createTransaction.path, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function accountsOf(browser: Browser) {
  return (await browser.get(contract.accounts.path)).json().accounts as {
    id: string;
    name: string;
    transactions: number;
  }[];
}

async function ledgerOf(browser: Browser) {
  return (await browser.get(`${contract.transactions.path}?limit=500`)).json().transactions;
}

describe('accounts', () => {
  it('an IRA and a taxable account: deposits, a cash transfer, a share transfer keeping its lots', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    // The first entry opens "Brokerage" in US dollars.
    await post(browser, {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-01-02',
      quantity: '10',
      price: '100',
    });
    const [brokerage] = await accountsOf(browser);
    expect(brokerage).toMatchObject({ name: 'Brokerage', transactions: 1 });
    const created = await browser.post(contract.createAccount.path, {
      name: 'Roth IRA',
      kind: 'roth-ira',
      institution: 'Fidelity',
      currency: 'usd',
    });
    expect(created.statusCode, created.body).toBe(201);
    const ira = created.json().account;
    expect(ira).toMatchObject({ kind: 'roth-ira', currency: 'USD', transactions: 0 });
    const brokerageId = brokerage?.id ?? '';
    await post(browser, {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-02-01',
      quantity: '5',
      price: '120',
      accountId: brokerageId,
    });
    await post(browser, { type: 'deposit', date: '2024-01-10', amount: '500', accountId: ira.id });
    await post(browser, {
      type: 'transfer-cash',
      date: '2024-03-01',
      amount: '200',
      accountId: ira.id,
      toAccountId: brokerageId,
    });
    const moved = await post(browser, {
      type: 'transfer-shares',
      symbol: 'AAPL',
      date: '2024-03-04',
      quantity: '12',
      accountId: brokerageId,
      toAccountId: ira.id,
    });
    expect(moved.transaction).toMatchObject({ symbol: 'AAPL', toAccountId: ira.id });
    await post(browser, {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-04-01',
      quantity: '12',
      price: '150',
      accountId: ira.id,
    });
    await storeCloses(setup.database.pool, 'AAPL', [
      ['2024-03-28', 148],
      ['2024-04-01', 150],
    ]);

    // FIFO moved the 10 bought at 100 and 2 of the 5 at 120 (cost 1000 + 240 = 1240, dates kept)
    // to the IRA; its sale of 12 at 150 (1800) realized 1800 − 1240 = 560 there. Brokerage keeps
    // 3 @ 120 (cost 360), worth 3 × 150 = 450. Cash: Brokerage 0 + 200 = 200 (its buys were
    // funded by implied deposits); IRA 500 − 200 + 1800 = 2100.
    const all = (await browser.get(contract.holdings.path)).json();
    expect(all.holdings).toHaveLength(1);
    expect(all.holdings[0]).toMatchObject({
      symbol: 'AAPL',
      quantity: '3',
      costBasis: '360',
      marketValue: '450',
      unrealizedGain: '90',
      realizedGain: '560',
      accounts: [{ accountId: brokerageId, quantity: '3', costBasis: '360' }],
      lots: [{ accountId: brokerageId, date: '2024-02-01', quantity: '3', price: '120' }],
    });
    expect(all.cash).toEqual(
      [
        { accountId: brokerageId, currency: 'USD', amount: '200', value: '200' },
        { accountId: ira.id, currency: 'USD', amount: '2100', value: '2100' },
      ].sort((a, b) => (a.accountId < b.accountId ? -1 : 1)),
    );
    expect(all.totals).toMatchObject({
      marketValue: '450',
      cash: '2300',
      totalValue: '2750',
      realizedGain: '560',
    });
    const iraOnly = (await browser.get(`${contract.holdings.path}?account=${ira.id}`)).json();
    expect(iraOnly).toMatchObject({ account: ira.id, holdings: [] });
    expect(iraOnly.totals).toMatchObject({ cash: '2100', totalValue: '2100', realizedGain: '560' });
    const taxable = (await browser.get(`${contract.holdings.path}?account=${brokerageId}`)).json();
    expect(taxable.totals).toMatchObject({ totalValue: '650', realizedGain: '0' });

    // The account filter of the transactions: both sides of a transfer count.
    const iraLedger = (await browser.get(`${contract.transactions.path}?account=${ira.id}`)).json();
    expect(iraLedger.transactions.map((t: { type: string }) => t.type).sort()).toEqual([
      'deposit',
      'sell',
      'transfer-cash',
      'transfer-shares',
    ]);
  });

  it('refuses bad input with a 4xx naming the field, and changes nothing', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const { browser: other } = await signedInUser(setup.app, setup.database);
    await post(browser, {
      type: 'buy',
      symbol: 'MSFT',
      date: '2024-01-02',
      quantity: '3',
      price: '10',
    });
    const [brokerage] = await accountsOf(browser);
    const brokerageId = brokerage?.id ?? '';
    const ira = (
      await browser.post(contract.createAccount.path, { name: 'IRA', kind: 'ira', currency: 'USD' })
    ).json().account;
    await post(other, { type: 'deposit', date: '2024-01-02', amount: '1' });
    const [theirs] = await accountsOf(other);
    const before = await ledgerOf(browser);

    const refusals: [object, number, RegExp][] = [
      [{ type: 'deposit', date: '2024-01-03', amount: '5', currency: 'XYZ' }, 400, /currency/i],
      [
        {
          type: 'buy',
          symbol: 'MSFT',
          date: '2024-01-03',
          quantity: '1',
          price: '10',
          fxRate: '0',
        },
        400,
        /fxRate.*greater than 0/,
      ],
      [
        {
          type: 'transfer-cash',
          date: '2024-01-03',
          amount: '5',
          accountId: brokerageId,
          toAccountId: brokerageId,
        },
        400,
        /toAccountId: a transfer needs two different accounts/,
      ],
      [
        {
          type: 'transfer-shares',
          symbol: 'MSFT',
          date: '2024-01-03',
          quantity: '4',
          accountId: brokerageId,
          toAccountId: ira.id,
        },
        409,
        /You held 3 MSFT in "Brokerage" on 2024-01-03; moving 4 is 1 short/,
      ],
      [
        { type: 'deposit', date: '2024-01-03', amount: '5', accountId: theirs?.id },
        400,
        /accountId: no such account of yours/,
      ],
      [
        { type: 'deposit', date: '2024-01-03', amount: '5', toAccountId: ira.id },
        400,
        /toAccountId/,
      ],
      [
        {
          type: 'receive-shares',
          symbol: 'MSFT',
          date: '2024-01-03',
          quantity: '1',
          price: '9',
          acquiredOn: '2024-02-01',
        },
        400,
        /acquiredOn/,
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await browser.post(contract.createTransaction.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await ledgerOf(browser)).toEqual(before);

    // Accounts: a name in use, an unknown currency, a changed currency once it has entries.
    const taken = await browser.post(contract.createAccount.path, {
      name: 'brokerage',
      kind: 'savings',
      currency: 'USD',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('name-taken');
    const unknown = await browser.post(contract.createAccount.path, {
      name: 'Euro',
      kind: 'brokerage',
      currency: 'EURO',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/currency/);
    const recurrency = await browser.patch(accountPath(brokerageId), { currency: 'EUR' });
    expect(recurrency.statusCode).toBe(409);
    expect(recurrency.json().error.message).toMatch(/^currency: /);
    const foreign = await browser.patch(accountPath(theirs?.id ?? ''), { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect((await accountsOf(other))[0]?.name).toBe('Brokerage');
  });

  it('deletes an account only with its transactions moved or deleted', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    await post(browser, {
      type: 'buy',
      symbol: 'NVDA',
      date: '2024-01-02',
      quantity: '4',
      price: '50',
    });
    const [brokerage] = await accountsOf(browser);
    const brokerageId = brokerage?.id ?? '';
    const ira = (
      await browser.post(contract.createAccount.path, { name: 'IRA', kind: 'ira', currency: 'USD' })
    ).json().account;
    await post(browser, {
      type: 'transfer-shares',
      symbol: 'NVDA',
      date: '2024-02-01',
      quantity: '4',
      accountId: brokerageId,
      toAccountId: ira.id,
    });
    await post(browser, {
      type: 'sell',
      symbol: 'NVDA',
      date: '2024-03-01',
      quantity: '1',
      price: '60',
      accountId: ira.id,
    });
    const before = await ledgerOf(browser);

    const refused = await browser.delete(accountPath(ira.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'account-not-empty',
      message: expect.stringMatching(/2 transactions/),
    });
    // Deleting the Brokerage's transactions would leave the IRA's sell without its shares.
    const short = await browser.delete(`${accountPath(brokerageId)}?deleteTransactions=true`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('insufficient-shares');
    const both = await browser.delete(
      `${accountPath(ira.id)}?deleteTransactions=true&moveTo=${brokerageId}`,
    );
    expect(both.statusCode).toBe(400);
    expect(await ledgerOf(browser)).toEqual(before);
    expect(await accountsOf(browser)).toHaveLength(2);

    // Moved: the transfer between the two means nothing any more and goes; the sell stays.
    const merged = await browser.delete(`${accountPath(ira.id)}?moveTo=${brokerageId}`);
    expect(merged.statusCode, merged.body).toBe(204);
    const after = await ledgerOf(browser);
    expect(after.map((t: { type: string; accountId: string }) => [t.type, t.accountId])).toEqual([
      ['sell', brokerageId],
      ['buy', brokerageId],
    ]);
    expect(await accountsOf(browser)).toHaveLength(1);
  });
});
