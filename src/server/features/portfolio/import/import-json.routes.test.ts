import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_LINES } from '#shared/portfolio/portfolio-import.ts';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

// A JSON upload meets the same refusals as a CSV one: a 4xx that says why, and nothing written.

const setup = appPerTestFile();
const previewPath = `${contract.importTransactions.path}?dryRun=1`;

describe('hostile or wrong JSON files change nothing', () => {
  it('answers 4xx with a clear message for JSON that is broken, too deep, too long, or no export', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const half = Math.floor((IMPORT_MAX_BYTES - 20) / 2);
    const cases: [body: string, status: number, message: RegExp][] = [
      ['{"activities": [{"type": "BUY",', 400, /not valid JSON/],
      [`{"a":[${'['.repeat(half)}${']'.repeat(half)}]}`, 400, /nested more than 32 deep/],
      [`{"activities":[${'{},'.repeat(IMPORT_MAX_LINES)}{}]}`, 413, /250,000 entries/],
      ['{"accounts": [], "orders": [{"side": "buy"}]}', 422, /map its columns/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await browser.upload(previewPath, body);
      expect(answer.statusCode, body.slice(0, 40)).toBe(status);
      expect(answer.json().error.message).toMatch(message);
    }
    const committed = await browser.upload(contract.importTransactions.path, '{"activities": 1}');
    expect(committed.statusCode).toBe(422);
    const ledger = await browser.get(contract.transactions.path);
    expect(ledger.json().transactions).toEqual([]);
  });
});
