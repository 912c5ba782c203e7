import { describe, expect, it } from 'vitest';
import { addDays, nyDate } from '#shared/market-data/market-hours.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { addMonths } from './maths/dividend-forecast.ts';

// The dividend calendar and the income view over HTTP (docs/decisions/092). The test provider
// reports no dividends, so the projection comes from the payments the ledger records; bad input
// is a 4xx that names what is wrong.

const setup = appPerTestFile();

async function post(browser: Browser, body: object) {
  const response = await browser.post(contract.createTransaction.path, body);
  expect(response.statusCode, response.body).toBe(201);
}

describe('the dividend calendar and the income view', () => {
  it('projects a quarterly payer from the ledger’s payments and sums what was received', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const today = nyDate(new Date());
    // The latest payment 10 days ago, the three before it 3, 6 and 9 months earlier.
    const latest = addDays(today, -10);
    const paidOn = [-9, -6, -3, 0].map((months) => addMonths(latest, months));
    await post(browser, {
      type: 'buy',
      symbol: 'MSFT',
      date: addMonths(today, -24),
      quantity: '100',
      price: '100',
    });
    for (const date of paidOn) {
      await post(browser, { type: 'dividend', symbol: 'MSFT', date, amount: '25' });
    }
    await post(browser, { type: 'tax', symbol: 'MSFT', date: latest, amount: '3.75' });

    const calendar = await browser.get(contract.dividendCalendar.path);
    expect(calendar.statusCode, calendar.body).toBe(200);
    // $25 on 100 shares = $0.25 a share, 4 times in the trailing year → every 3 months after
    // the latest, paid the day recorded (no gap known): 100 × 0.25 = 25 each.
    expect(
      calendar
        .json()
        .dividends.map((d: Record<string, string>) => [d.exDate, d.perShare, d.amount, d.status]),
    ).toEqual(
      [3, 6, 9, 12].map((months) => [addMonths(latest, months), '0.25', '25', 'projected']),
    );

    const income = await browser.get(contract.income.path);
    expect(income.statusCode, income.body).toBe(200);
    const body = income.json();
    // Received 4 × 25 = 100, 3.75 withheld: net 96.25. Ahead: the four projected, 100.
    expect(body.totals).toEqual({
      dividends: '100',
      interest: '0',
      taxWithheld: '3.75',
      net: '96.25',
    });
    expect(body.forecast.total).toBe('100');
    // 100 a year on a cost of 100 × 100 = 10,000: 1%.
    expect(body.holdings).toMatchObject([
      { symbol: 'MSFT', shares: '100', annualPerShare: '1', yieldOnCost: '1' },
    ]);
  });

  it('refuses bad input with a 4xx and a message, and answers only its owner', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (const path of [contract.dividendCalendar.path, contract.income.path]) {
      const badId = await browser.get(`${path}?account=not-an-id`);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.message).toMatch(/account/i);
      expect((await browser.get(`${path}?months=3`)).statusCode).toBe(400);
      const stranger = await browser.get(`${path}?account=0190a4b2-1111-7222-8333-944455556666`);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().error.message).toBe('No such account in your portfolio.');
      expect((await new Browser(setup.app).get(path)).statusCode).toBe(401);
    }
  });
});
