import { describe, expect, it } from 'vitest';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { storeCloses } from '#tests/daily-closes.ts';

// The ledger and holdings over HTTP: what a caller of the public API sees.

const setup = appPerTestFile();

describe('the ledger API', () => {
  it('records, lists, edits and deletes transactions; refusals change nothing', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const bought = await browser.post('/api/portfolio/transactions', {
      type: 'buy',
      symbol: 'aapl',
      date: '2024-01-02',
      quantity: '10',
      price: '150.25',
      fees: '1',
      note: 'first lot',
    });
    expect(bought.statusCode).toBe(201);
    const buy = bought.json().transaction;
    expect(buy).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      type: 'buy',
      symbol: 'AAPL',
      name: null,
      date: '2024-01-02',
      quantity: '10',
      price: '150.25',
      amount: null,
      fees: '1',
      ratio: null,
      accountId: expect.any(String),
      currency: 'USD',
      fxRate: null,
      toAccountId: null,
      acquiredOn: null,
      note: 'first lot',
      lotMethod: null,
      lots: null,
      createdAt: expect.any(String),
    });
    const short = await browser.post('/api/portfolio/transactions', {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-02-01',
      quantity: '12',
      price: '160',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatchObject({
      code: 'insufficient-shares',
      message: 'You held 10 AAPL on 2024-02-01; selling 12 is 2 short.',
    });
    for (const bad of [
      { type: 'buy', symbol: 'AAPL', date: '2024-01-02', quantity: 10, price: '1' },
      { type: 'buy', symbol: 'AAPL', date: '2024-02-30', quantity: '1', price: '1' },
      { type: 'buy', symbol: 'AAPL', date: '2999-01-01', quantity: '1', price: '1' },
      { type: 'buy', symbol: 'AAPL', date: '2024-01-02', quantity: '1.0000001', price: '1' },
      {
        type: 'buy',
        symbol: 'AAPL',
        date: '2024-01-02',
        quantity: '1',
        price: '1',
        note: 'x'.repeat(501),
      },
      { type: 'dividend', symbol: 'AAPL', date: '2024-01-02', amount: '1', quantity: '1' },
      { type: 'split', symbol: 'AAPL', date: '2024-01-02', ratio: { from: 2, to: 2 } },
      { type: 'gift', symbol: 'AAPL', date: '2024-01-02' },
    ]) {
      const response = await browser.post('/api/portfolio/transactions', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    const dividend = await browser.post('/api/portfolio/transactions', {
      type: 'dividend',
      symbol: 'AAPL',
      date: '2024-02-15',
      amount: '2.4',
    });
    expect(dividend.statusCode).toBe(201);
    const page = (await browser.get('/api/portfolio/transactions?limit=1')).json();
    expect(page).toMatchObject({ total: 2, nextOffset: 1 });
    expect(page.transactions[0].type).toBe('dividend');
    expect((await browser.get('/api/portfolio/transactions?type=buy')).json().total).toBe(1);
    expect((await browser.get('/api/portfolio/transactions?from=2024-03-01')).json().total).toBe(0);
    expect((await browser.get('/api/portfolio/transactions?from=x')).statusCode).toBe(400);

    const edited = await browser.patch(`/api/portfolio/transactions/${buy.id}`, {
      price: '150',
      note: null,
    });
    expect(edited.json().transaction).toMatchObject({ price: '150', note: null, fees: '1' });
    expect(
      (await browser.patch(`/api/portfolio/transactions/${buy.id}`, { type: 'sell' })).statusCode,
    ).toBe(400);
    expect((await browser.delete(`/api/portfolio/transactions/${buy.id}`)).statusCode).toBe(204);
    expect((await browser.delete(`/api/portfolio/transactions/${buy.id}`)).statusCode).toBe(404);
    expect((await browser.delete('/api/portfolio/transactions/..%2Fx')).statusCode).toBe(400);
    expect((await new Browser(setup.app).get('/api/portfolio/transactions')).statusCode).toBe(401);
  });

  it('answers holdings by FIFO or average cost, the default a preference', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const post = (body: object) =>
      browser.post('/api/portfolio/transactions', { symbol: 'MSFT', ...body });
    await post({ type: 'buy', date: '2024-01-02', quantity: '10', price: '10' });
    await post({ type: 'buy', date: '2024-02-01', quantity: '10', price: '20', fees: '2' });
    await post({ type: 'sell', date: '2024-03-01', quantity: '5', price: '25' });
    await post({ type: 'dividend', date: '2024-04-01', amount: '3' });
    await storeCloses(setup.database.pool, 'MSFT', [
      ['2024-06-03', 29],
      ['2024-06-04', 30],
    ]);
    // FIFO: the 5 sold come from the $10 lot: gain 5 × (25 − 10) = 75. Left: 5 @ 10 (cost 50)
    // and 10 @ 20 + 2 fees (cost 202) = 252 for 15 shares; value 15 × 30 = 450.
    // Cash: both buys are funded by implied deposits; the sale's 125 and the dividend's 3 stay:
    // 128, and the account is worth 450 + 128 = 578. MSFT's weight is 450 / 578 = 77.854671%
    // (six places); its total return is unrealized + realized + dividends: 198 + 75 + 3 = 276.
    const fifo = (await browser.get('/api/portfolio/holdings')).json();
    const anyId = expect.any(String) as unknown;
    const account = fifo.cash[0]?.accountId;
    expect(fifo).toEqual({
      method: 'fifo',
      baseCurrency: 'USD',
      account: null,
      cash: [{ accountId: account, currency: 'USD', amount: '128', value: '128' }],
      holdings: [
        {
          symbol: 'MSFT',
          name: null,
          currency: 'USD',
          quantity: '15',
          averageCost: '16.8',
          costBasis: '252',
          price: '30',
          marketValue: '450',
          dayChange: '15',
          unrealizedGain: '198',
          unrealizedGainPercent: '78.571429',
          priceGain: '198',
          currencyGain: '0',
          realizedGain: '75',
          dividends: '3',
          taxWithheld: '0',
          totalReturn: '276',
          weight: '77.854671',
          accounts: [{ accountId: account, quantity: '15', costBasis: '252', marketValue: '450' }],
          lots: [
            { accountId: account, buyId: anyId, date: '2024-01-02', quantity: '5', price: '10' },
            { accountId: account, buyId: anyId, date: '2024-02-01', quantity: '10', price: '20' },
          ],
        },
      ],
      totals: {
        marketValue: '450',
        cash: '128',
        totalValue: '578',
        costBasis: '252',
        unrealizedGain: '198',
        priceGain: '198',
        currencyGain: '0',
        realizedGain: '75',
        realizedCurrencyGain: '0',
        dividends: '3',
        taxWithheld: '0',
        interest: '0',
        accountFees: '0',
        dayChange: '15',
      },
    });
    // Average cost: 20 shares cost 302, 15.1 each; the 5 sold cost 75.5: gain 125 − 75.5 = 49.5.
    const average = (await browser.get('/api/portfolio/holdings?method=average')).json();
    expect(average.holdings[0]).toMatchObject({
      costBasis: '226.5',
      averageCost: '15.1',
      realizedGain: '49.5',
    });
    expect(
      (await browser.request('PUT', '/api/me/preferences/cost-basis-method', { method: 'average' }))
        .statusCode,
    ).toBe(200);
    expect((await browser.get('/api/portfolio/holdings')).json().method).toBe('average');
    expect((await browser.get('/api/me/preferences/cost-basis-method')).json()).toEqual({
      method: 'average',
    });
    expect((await browser.get('/api/portfolio/holdings?method=lifo')).statusCode).toBe(400);
  });

  it('keeps the positions API working on the ledger: lots of buys, sells counted', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const added = (
      await browser.post('/api/portfolio/positions', {
        symbol: 'NVDA',
        name: 'NVIDIA',
        shares: 4,
        purchasePrice: 100,
      })
    ).json().position;
    const today = (await browser.get('/api/portfolio/transactions')).json().transactions[0];
    expect(today).toMatchObject({ id: added.id, type: 'buy', quantity: '4', price: '100' });
    await browser.post('/api/portfolio/transactions', {
      type: 'sell',
      symbol: 'NVDA',
      date: today.date,
      quantity: '1',
      price: '110',
    });
    expect((await browser.get('/api/portfolio')).json().portfolio).toEqual([
      { ...added, shares: '3' },
    ]);
    // The sell needs the buy's shares: deleting the position is refused, removing the symbol is not.
    expect((await browser.delete(`/api/portfolio/positions/${added.id}`)).statusCode).toBe(409);
    expect((await browser.delete('/api/portfolio/symbols/NVDA')).json()).toEqual({ removed: 2 });
    expect((await browser.get('/api/portfolio')).json()).toEqual({ portfolio: [] });
  });

  it('back-dated buy, sell part, dividend, split: performance shows TWR, MWR and the benchmark', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const post = async (body: object) => {
      const response = await browser.post('/api/portfolio/transactions', {
        symbol: 'AAPL',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
    };
    await post({ type: 'buy', date: '2025-01-02', quantity: '10', price: '100' });
    await post({ type: 'sell', date: '2025-01-03', quantity: '5', price: '110' });
    await post({ type: 'dividend', date: '2025-01-06', amount: '5' });
    await post({ type: 'split', date: '2025-01-07', ratio: { from: 1, to: 2 } });
    const days = ['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07'];
    await storeCloses(
      setup.database.pool,
      'AAPL',
      [100, 110, 110, 60].map((close, i) => [days[i] ?? '', close]),
    );
    await storeCloses(
      setup.database.pool,
      'SPY',
      [500, 500, 500, 550].map((close, i) => [days[i] ?? '', close]),
    );

    const response = await browser.get('/api/portfolio/performance?range=MAX&benchmark=SPY');
    expect(response.statusCode).toBe(200);
    const performance = response.json();
    // The buy is funded by an implied deposit of 1000 (no deposit is recorded); the sale's 550
    // and the dividend's 5 stay in the account as cash. V: 1000; 5 × 110 + 550 = 1100 (r 0.1);
    // 550 + 555 = 1105; 10 × 60 + 555 = 1155. TWR = 1155/1000 − 1 = 0.155.
    expect(Number(performance.twr)).toBeCloseTo(0.155, 7);
    expect(performance.twrAnnualized).toBeNull();
    expect(performance).toMatchObject({
      range: 'MAX',
      from: '2025-01-02',
      to: '2025-01-07',
      baseCurrency: 'USD',
      account: null,
    });
    expect(performance.series.map((p: { marketValue: string }) => p.marketValue)).toEqual([
      '1000',
      '1100',
      '1105',
      '1155',
    ]);
    expect(performance.series.at(-1).netContributions).toBe('1000');
    // SPY: 2 units for the 1000 paid in; nothing else paid in or out; at 550: r = 0.1.
    expect(Number(performance.series.at(-1).benchmarkIndex)).toBeCloseTo(1.1, 7);
    // MWR over the range's 5 days (decision 045): −1000 on 2 Jan, +1155 on 7 Jan: 0.155 over
    // the range itself. Under a year, so no annual rate.
    expect(Number(performance.mwr)).toBeCloseTo(0.155, 6);
    expect(performance.mwrAnnualized).toBeNull();
    expect((await browser.get('/api/portfolio/performance?range=2Y')).statusCode).toBe(400);
  });
});
