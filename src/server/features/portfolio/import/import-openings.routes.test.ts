import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/portfolio/portfolio-accounts.ts';
import type { Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// A statement whose history starts after the buys: the preview offers an opening position for
// the shares its sell needs, and the commit writes it with the file's rows in one transaction.

const setup = appPerTestFile();
const FILE = readFileSync(
  path.join(import.meta.dirname, '../../../../../tests/import-files/ibkr-statement-opening.csv'),
);

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('an opening position for history older than the file', () => {
  it('offers it in the preview, imports it with the file, and the holdings and cash are right', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const created = await browser.post(contract.createAccount.path, {
      name: 'IBKR',
      kind: 'brokerage',
      currency: 'USD',
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<{ account: Account }>().account.id;

    const preview = await browser.upload(
      `${contract.previewImport.path}?${query({ dryRun: '1', account })}`,
      FILE,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    // The sell of 10 AAPL on line 9 has nothing to sell: 10 shares held before 2024-01-03.
    expect(preview.json().openings).toEqual([
      { symbol: 'AAPL', date: '2024-01-02', quantity: '10', lines: [9], accepted: false },
    ]);
    expect(preview.json().errors.map((error: { line: number }) => error.line)).toEqual([9]);

    const opening = JSON.stringify([{ symbol: 'AAPL', price: '120' }]);
    const accepted = await browser.upload(
      `${contract.previewImport.path}?${query({ dryRun: '1', account, opening })}`,
      FILE,
    );
    expect(accepted.json().errors).toEqual([]);
    expect(accepted.json().openings[0]).toMatchObject({ accepted: true });

    const committed = await browser.upload(
      `${contract.importTransactions.path}?${query({ account, opening })}`,
      FILE,
    );
    expect(committed.statusCode, committed.body).toBe(201);
    // 3 trades, 1 dividend, 1 deposit, 1 interest, and the opening position.
    expect(committed.json()).toMatchObject({ imported: 7, openings: 1, errors: [] });

    const answer = await browser.get(`${contract.holdings.path}?account=${account}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { holdings, cash } = answer.json<Holdings>();
    const held = (symbol: string) => holdings.find((row) => row.symbol === symbol);
    // MSFT: 5 at 370 plus 1 of commission = 1,851. AAPL: 10 held before, 10 sold, 3 bought at
    // 180 plus 1 = 541; the sale's gain: 10 × 190 − 1 − 10 × 120 = 699.
    expect(held('MSFT')).toMatchObject({ quantity: '5', costBasis: '1851' });
    expect(held('AAPL')).toMatchObject({ quantity: '3', costBasis: '541', realizedGain: '699' });
    // Cash: 5,000 − 1,851 + (1,900 − 1) − 541 + 2.40 + 3.17 = 4,512.57; the shares received
    // before the file cost the account nothing.
    expect(cash).toEqual([expect.objectContaining({ currency: 'USD', amount: '4512.57' })]);
  });

  it('without the opening accepted, the sell is an error and the rest imports', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const committed = await browser.upload(contract.importTransactions.path, FILE);
    expect(committed.statusCode, committed.body).toBe(201);
    expect(committed.json()).toMatchObject({ imported: 5, openings: 0 });
    expect(committed.json().errors).toEqual([{ line: 9, message: expect.any(String) }]);
  });
});
