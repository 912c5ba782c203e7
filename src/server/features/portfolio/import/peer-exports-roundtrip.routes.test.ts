import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import type { Browser } from '#tests/accounts.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { FIXTURES } from './formats/fixtures/read-fixture.ts';

// Moving over from another tracker: each peer's export imports into the same holdings (shares
// and cost basis per symbol) as the same history entered by hand, and a second import of the
// file adds nothing.

const setup = appPerTestFile();
const importPath = contract.importTransactions.path;
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** Each holding's shares and cost, by symbol, whichever accounts hold it. */
async function holdingsOf(browser: Browser) {
  const answer = await browser.get(contract.holdings.path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer
    .json<{ holdings: { symbol: string; quantity: string; costBasis: string }[] }>()
    .holdings.map(({ symbol, quantity, costBasis }) => ({ symbol, quantity, costBasis }))
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

async function enter(browser: Browser, rows: object[]) {
  for (const row of rows) {
    const answer = await browser.post(contract.createTransaction.path, { currency: 'USD', ...row });
    expect(answer.statusCode, answer.body).toBe(201);
  }
}

/** The trades every peer's fixture holds, as a person would type them. */
const TRADES = [
  { type: 'buy', symbol: 'MSFT', date: '2024-01-16', quantity: '5', price: '298.58', fees: '19' },
  { type: 'sell', symbol: 'MSFT', date: '2024-03-01', quantity: '2', price: '410.25', fees: '1.5' },
  { type: 'buy', symbol: 'AAPL', date: '2024-03-04', quantity: '0.5', price: '185.5' },
];
const NVDA_RECEIVED = {
  type: 'receive-shares',
  symbol: 'NVDA',
  date: '2024-04-02',
  quantity: '4',
  price: '95.25',
};

// By hand: MSFT 5 × 298.58 + 19 = 1,511.90 for 5 shares; 2 sold leaves 3/5 of it, 907.14.
// AAPL 0.5 × 185.5 = 92.75. NVDA received: 4 × 95.25 = 381.
const MSFT = { symbol: 'MSFT', quantity: '3', costBasis: '907.14' };
const AAPL = { symbol: 'AAPL', quantity: '0.5', costBasis: '92.75' };
const NVDA = { symbol: 'NVDA', quantity: '4', costBasis: '381' };

const PEERS = [
  {
    file: 'ghostfolio-export.json',
    imported: 7,
    accounts: ['Brokerage', 'IBKR Margin'],
    byHand: TRADES,
    holdings: [AAPL, MSFT],
  },
  {
    file: 'wealthfolio-activities.csv',
    imported: 10,
    accounts: ['Main'],
    byHand: [...TRADES, NVDA_RECEIVED],
    holdings: [AAPL, MSFT, NVDA],
  },
  {
    file: 'portfolio-performance-securities.csv',
    // The ETF the file names by ISIN alone is an error until its ticker is known.
    imported: 4,
    accounts: ['Brokerage'],
    byHand: [...TRADES, NVDA_RECEIVED],
    holdings: [AAPL, MSFT, NVDA],
  },
] as const;

describe('moving over from another tracker', () => {
  it.each(PEERS)(
    '$file imports into the same holdings as the history entered by hand',
    async (peer) => {
      const { browser: byHand } = await signedInUser(setup.app, setup.database);
      await enter(byHand, [...peer.byHand]);
      const expected = await holdingsOf(byHand);
      const numbers = (rows: { symbol: string; quantity: string; costBasis: string }[]) =>
        rows.map(({ symbol, quantity, costBasis }) => ({
          symbol,
          quantity: Number(quantity),
          costBasis: Number(costBasis),
        }));
      expect(numbers(expected)).toEqual(numbers([...peer.holdings]));

      const { browser: movedOver } = await signedInUser(setup.app, setup.database);
      const imported = await movedOver.upload(`${importPath}`, fixture(peer.file));
      expect(imported.statusCode, imported.body).toBe(201);
      expect(imported.json()).toMatchObject({ imported: peer.imported });
      expect(await holdingsOf(movedOver)).toEqual(expected);

      const again = await movedOver.upload(`${importPath}`, fixture(peer.file));
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({ imported: 0, duplicates: peer.imported });
      expect(await holdingsOf(movedOver)).toEqual(expected);
    },
  );
});
