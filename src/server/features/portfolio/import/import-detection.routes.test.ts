import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { FIXTURES } from './formats/fixtures/read-fixture.ts';

// What an upload's detection means to a caller: a file no format claims is a 422 that sends the
// user to the column mapping; a multi-section statement accounts for every data row.

const setup = appPerTestFile();

const previewPath = `${contract.previewImport.path}?${new URLSearchParams({ dryRun: '1' }).toString()}`;
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

describe('recognising an uploaded file', () => {
  it('answers a file no format claims with 422 unknown-format (map its columns)', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const answer = await browser.upload(previewPath, fixture('mapped-generic.csv'));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().error).toMatchObject({
      code: 'unknown-format',
      message: expect.stringMatching(/map its columns/),
    });
  });

  it('recognises a Fidelity export with rows of commas on top, Schwab columns in another order, Trade Republic, Ghostfolio JSON', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (const [name, id] of [
      ['fidelity-history-commas.csv', 'fidelity-history'],
      ['schwab-transactions-price-first.csv', 'schwab-transactions'],
      // Its type, amount, description and date-time columns are no IBKR cash file's.
      ['trade-republic-transactions.csv', 'trade-republic-transactions'],
      // A JSON export, uploaded as any file is.
      ['ghostfolio-export.json', 'ghostfolio-export'],
    ] as const) {
      const answer = await browser.upload(previewPath, fixture(name));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().format.id).toBe(id);
    }
  });

  it('previews every data row of a multi-section Activity Statement, each in one list', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const answer = await browser.upload(
      previewPath,
      fixture('ibkr-activity-statement-sections.csv'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = answer.json();
    expect(preview.format.id).toBe('ibkr-activity-statement');
    // 31 data rows (ibkr-statement.test.ts counts them); titles, headers and totals are not.
    expect(preview.dataLines).toBe(31);
    const lines = [
      ...preview.transactions,
      ...preview.skipped,
      ...preview.errors,
      ...preview.duplicates,
      ...preview.suggestions,
    ].map((row: { line: number }) => row.line);
    expect(new Set(lines).size).toBe(31);
    const types = preview.transactions.map((row: { type: string }) => row.type);
    for (const kind of ['dividend', 'tax', 'deposit', 'withdrawal', 'interest', 'account-fee']) {
      expect(types).toContain(kind);
    }
  });
});
