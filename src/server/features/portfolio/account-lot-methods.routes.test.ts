import { describe, expect, it } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { type Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// Each account's cost-basis method (docs/decisions/093): a new sale records it, so the tax
// year's report stays as it was when the method changes later; an invalid method is a 400 with
// nothing written.

const setup = appPerTestFile();

async function write(browser: Browser, body: object, status = 201) {
  const response = await browser.post(contract.createTransaction.path, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const trade = (type: 'buy' | 'sell', date: string, quantity: string, price: string) => ({
  type,
  symbol: 'AAPL',
  date,
  quantity,
  price,
});
const accountPath = (id: string) => fillPath(contract.updateAccount.path, { id });

async function accounts(browser: Browser) {
  return (await browser.get(contract.accounts.path)).json().accounts as {
    id: string;
    name: string;
    lotMethod: string;
  }[];
}

describe("an account's cost-basis method", () => {
  it('is FIFO unless chosen, and each new sale records the one its account has then', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    // Lots: 10 @ $100 (2024-01-02), 10 @ $150 (2024-02-01).
    const first = (await write(browser, trade('buy', '2024-01-02', '10', '100'))).transaction;
    await write(browser, trade('buy', '2024-02-01', '10', '150'));
    const account = first.accountId as string;
    expect((await accounts(browser))[0]?.lotMethod).toBe('fifo');
    const fifoSale = (await write(browser, trade('sell', '2024-03-01', '5', '160'))).transaction;
    expect(fifoSale.lotMethod).toBe('fifo');
    // Sold 5 @ $160 = $800 from the $100 lot ($500): a gain of $300.
    const report = async () =>
      (await browser.get(`${contract.realizedGains.path}?year=2024`)).json().totals.all;
    expect(await report()).toEqual({ proceeds: '800', costBasis: '500', gain: '300' });

    const patched = await browser.patch(accountPath(account), { lotMethod: 'hifo' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().account.lotMethod).toBe('hifo');
    // The earlier sale keeps FIFO: the report has not moved.
    expect(await report()).toEqual({ proceeds: '800', costBasis: '500', gain: '300' });
    // The next one takes the highest cost first: 5 of the $150 lot ($750) for 5 @ $160 = $800.
    const hifoSale = (await write(browser, trade('sell', '2024-03-04', '5', '160'))).transaction;
    expect(hifoSale.lotMethod).toBe('hifo');
    expect(await report()).toEqual({ proceeds: '1600', costBasis: '1250', gain: '350' });
    // An edit of its price keeps its method, whatever the account's is now.
    await browser.patch(accountPath(account), { lotMethod: 'average' });
    const edited = await browser.patch(
      fillPath(contract.updateTransaction.path, { id: hifoSale.id }),
      { price: '170' },
    );
    expect(edited.json().transaction.lotMethod).toBe('hifo');
    // A sale named 'fifo' in an average-cost account is FIFO.
    const named = { ...trade('sell', '2024-03-05', '1', '160'), lotMethod: 'fifo' };
    expect((await write(browser, named)).transaction.lotMethod).toBe('fifo');
    // Without lots named, a sale in a specific-lots account closes the oldest first.
    await browser.patch(accountPath(account), { lotMethod: 'specific' });
    const unnamed = (await write(browser, trade('sell', '2024-03-06', '1', '160'))).transaction;
    expect(unnamed).toMatchObject({ lotMethod: 'fifo', lots: null });
  });

  it('takes a method when the account opens, and refuses an invalid one with nothing written', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const created = await browser.post(contract.createAccount.path, {
      name: 'Averaged',
      kind: 'brokerage',
      currency: 'USD',
      lotMethod: 'average',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().account.id as string;
    expect(created.json().account.lotMethod).toBe('average');
    for (const lotMethod of ['lifo', '', 'FIFO', null, 3, ['fifo']]) {
      const opened = await browser.post(contract.createAccount.path, {
        name: `Bad ${String(lotMethod)}`,
        kind: 'brokerage',
        currency: 'USD',
        lotMethod,
      });
      expect(opened.statusCode, JSON.stringify(lotMethod)).toBe(400);
      expect(opened.json().error.message).toContain('lotMethod');
      const edited = await browser.patch(accountPath(id), { lotMethod });
      expect(edited.statusCode, JSON.stringify(lotMethod)).toBe(400);
    }
    const list = await accounts(browser);
    expect(list.map((a) => [a.name, a.lotMethod])).toEqual([['Averaged', 'average']]);
  });
});
