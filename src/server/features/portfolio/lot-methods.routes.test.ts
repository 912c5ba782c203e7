import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { type Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// A sell that says which lots it closes (docs/decisions/089): stored with the sale, and every
// impossible choice refused with a 4xx that says why, nothing written.

const setup = appPerTestFile();

async function write(browser: Browser, body: object, status = 201) {
  const response = await browser.post(contract.createTransaction.path, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const buy = (date: string, price: string, accountId?: string) => ({
  type: 'buy',
  symbol: 'AAPL',
  date,
  quantity: '10',
  price,
  ...(accountId ? { accountId } : {}),
});

async function ledgerSize(browser: Browser) {
  return (await browser.get(contract.transactions.path)).json().total as number;
}

describe('choosing the lots a sale closes', () => {
  it('stores a specific-lot sale and a highest-cost sale, and refuses impossible lots', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const first = (await write(browser, buy('2024-01-02', '100'))).transaction;
    const second = (await write(browser, buy('2024-02-01', '150'))).transaction;
    const brokerage = first.accountId as string;
    const ira = (
      await browser.post(contract.createAccount.path, { name: 'IRA', kind: 'ira', currency: 'USD' })
    ).json().account.id as string;
    const inIra = (await write(browser, buy('2024-02-01', '120', ira))).transaction;
    const sell = (fields: object) => ({
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-03-01',
      quantity: '4',
      price: '130',
      ...fields,
    });
    const before = await ledgerSize(browser);

    // A lot of another account: the brokerage holds none of it.
    const otherAccount = await write(
      browser,
      sell({ lotMethod: 'specific', lots: [{ buyId: inIra.id, quantity: '4' }] }),
      409,
    );
    expect(otherAccount.error.message).toContain('is not open');
    // More shares than the lot holds.
    const tooMany = await write(
      browser,
      sell({ quantity: '12', lotMethod: 'specific', lots: [{ buyId: first.id, quantity: '12' }] }),
      409,
    );
    expect(tooMany.error.message).toContain('holds only 10 shares');
    // Lots that do not add up, a lot named twice, lots without 'specific': the input's shape.
    for (const bad of [
      { lotMethod: 'specific', lots: [{ buyId: first.id, quantity: '3' }] },
      {
        lotMethod: 'specific',
        lots: [
          { buyId: first.id, quantity: '2' },
          { buyId: first.id, quantity: '2' },
        ],
      },
      { lotMethod: 'fifo', lots: [{ buyId: first.id, quantity: '4' }] },
      { lotMethod: 'specific' },
      { lotMethod: 'lifo' },
    ]) {
      const refused = await write(browser, sell(bad), 400);
      expect(refused.error.message, JSON.stringify(bad)).toBeTruthy();
    }
    expect(await ledgerSize(browser)).toBe(before);

    // The second lot, by name; then the highest cost first takes from it again.
    const named = (
      await write(
        browser,
        sell({ lotMethod: 'specific', lots: [{ buyId: second.id, quantity: '4' }] }),
      )
    ).transaction;
    expect(named).toMatchObject({
      lotMethod: 'specific',
      lots: [{ buyId: second.id, quantity: '4' }],
    });
    await write(browser, sell({ date: '2024-03-04', quantity: '6', lotMethod: 'hifo' }));
    const holdings = (await browser.get(`${contract.holdings.path}?account=${brokerage}`)).json();
    // The second lot ($150) is closed; the first ($100) is whole.
    expect(holdings.holdings[0].lots).toEqual([
      { accountId: brokerage, buyId: first.id, date: '2024-01-02', quantity: '10', price: '100' },
    ]);

    // A lot already closed: the second lot is gone.
    const closed = await write(
      browser,
      sell({
        date: '2024-03-05',
        quantity: '1',
        lotMethod: 'specific',
        lots: [{ buyId: second.id, quantity: '1' }],
      }),
      409,
    );
    expect(closed.error.message).toContain('is not open');
    // Refused, nothing written: the ledger holds the three buys and the two sales.
    expect(await ledgerSize(browser)).toBe(before + 2);

    // An edit that changes the quantity must name lots that add up.
    const edit = await browser.patch(fillPath(contract.updateTransaction.path, { id: named.id }), {
      quantity: '5',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toContain('add up');
  });
});
