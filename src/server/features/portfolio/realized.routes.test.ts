import { describe, expect, it } from 'vitest';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { type Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// The tax-year report over HTTP (docs/decisions/089): a year's sales lot by lot, its CSVs, and
// bad input refused with a 4xx that names what is wrong.

const setup = appPerTestFile();

async function post(browser: Browser, body: object) {
  const response = await browser.post(contract.createTransaction.path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().transaction as { id: string };
}

const trade = (type: 'buy' | 'sell', date: string, quantity: string, price: string) => ({
  type,
  symbol: 'MSFT',
  date,
  quantity,
  price,
  fees: '1',
});

describe('realized gains by tax year', () => {
  it('lists each sale with its lots, by year, and exports Form 8949 and a plain CSV', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    await post(browser, trade('buy', '2023-01-10', '10', '100'));
    await post(browser, trade('buy', '2024-01-10', '10', '200'));
    // 2024-06-03: 15 sold at 300 less $1: 4,499. Lot 1 (10, long-term): 10/15 → 2,999.333333,
    // cost 1,001. Lot 2's 5 (short-term): the rest 1,499.666667, cost half of 2,001 = 1,000.5.
    await post(browser, trade('sell', '2024-06-03', '15', '300'));
    // 2025-02-03: the last 5 at 150 less $1 = 749, cost 1,000.5: a loss of 251.5, long-term
    // (held from 2024-01-10, past its anniversary).
    await post(browser, trade('sell', '2025-02-03', '5', '150'));

    const latest = await browser.get(contract.realizedGains.path);
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json()).toMatchObject({ year: 2025, years: [2025, 2024], method: 'fifo' });
    expect(latest.json().totals.longTerm).toEqual({
      proceeds: '749',
      costBasis: '1000.5',
      gain: '-251.5',
    });

    const year2024 = (await browser.get(`${contract.realizedGains.path}?year=2024`)).json();
    expect(year2024.sales).toHaveLength(1);
    expect(
      year2024.sales[0].lots.map((lot: Record<string, string>) => [
        lot.acquired,
        lot.quantity,
        lot.proceeds,
        lot.costBasis,
        lot.term,
      ]),
    ).toEqual([
      ['2023-01-10', '10', '2999.333333', '1001', 'long'],
      ['2024-01-10', '5', '1499.666667', '1000.5', 'short'],
    ]);

    const form = await browser.get(`${contract.realizedGainsCsv.path}?year=2024`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toContain('text/csv');
    expect(form.headers['content-disposition']).toContain('tickerdeck-realized-2024-form-8949.csv');
    const lines = form.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Part,(a) Description of property,(b) Date acquired,(c) Date sold or disposed of,(d) Proceeds (sales price),(e) Cost or other basis,(f) Code(s) from instructions,(g) Amount of adjustment,(h) Gain or (loss)',
    );
    // Part I (short-term) first, then Part II; dollars and cents.
    expect(lines.slice(1)).toEqual([
      'I,5 sh. MSFT,01/10/2024,06/03/2024,1499.67,1000.50,,,499.17',
      'II,10 sh. MSFT,01/10/2023,06/03/2024,2999.33,1001.00,,,1998.33',
    ]);

    const plain = await browser.get(`${contract.realizedGainsCsv.path}?year=2025&format=plain`);
    expect(
      plain.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe('Brokerage,brokerage,MSFT,2025-02-03,2024-01-10,5,749,1000.5,-251.5,long,,USD');
  });

  it('refuses bad input with a 4xx and a message', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (const query of ['year=24', 'year=abc', 'year=2024.5', 'method=lifo', 'account=nope']) {
      const response = await browser.get(`${contract.realizedGains.path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBeTruthy();
    }
    // The CSV needs its year.
    expect((await browser.get(contract.realizedGainsCsv.path)).statusCode).toBe(400);
    expect(
      (await browser.get(`${contract.realizedGainsCsv.path}?year=2024&format=xls`)).statusCode,
    ).toBe(400);
    // Form 8949 is in dollars: a euro base is told to export the plain CSV.
    const euros = await browser.request('PUT', preferencesContract.setBaseCurrency.path, {
      baseCurrency: 'EUR',
    });
    expect(euros.statusCode, euros.body).toBe(200);
    const form = await browser.get(`${contract.realizedGainsCsv.path}?year=2024`);
    expect(form.statusCode).toBe(422);
    expect(form.json().error.message).toContain('plain CSV');
  });

  it('answers no year and no sales for a ledger without sales', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const empty = (await browser.get(contract.realizedGains.path)).json();
    expect(empty).toMatchObject({ year: null, years: [], sales: [], excludedAccounts: [] });
    expect(empty.totals.all).toEqual({ proceeds: '0', costBasis: '0', gain: '0' });
  });
});
