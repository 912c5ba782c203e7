import type { LightMyRequestResponse } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { portfolioContract as contract } from '#shared/portfolio/portfolio.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { IMPORT_LANES } from './import-lanes.ts';

// The process's import slots were shared by everyone, so while two users
// previewed large files a third user's one-line preview was refused with 503 `import-busy`.
// Slots are per user first (a second import of yours is still refused, as documented), then
// shared in turn: another user waits for a free slot and is served.

const setup = appPerTestFile();

const preview = `${contract.importTransactions.path}?dryRun=1`;
const HEADER = 'date,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source';
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'];

/** A file in our own format with `rows` buys (a few MB: seconds of a worker's time). */
function largeFile(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2016, 0, 4) + (i % 3000) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${day},buy,${SYMBOLS[i % SYMBOLS.length]},,1,${100 + (i % 50)},,,,,row ${i},`);
  }
  return lines.join('\r\n');
}

const ONE_LINE = `${HEADER}\r\n2024-01-02,buy,AAPL,,1,150,,,,,,`;

describe('import slots', () => {
  it("serves a third user's one-line preview while two others preview large files, and still refuses a user's second import", async () => {
    expect(IMPORT_LANES.running).toBe(2);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => signedInUser(setup.app, setup.database)),
    );
    if (!first || !second || !third) throw new Error('three users');
    const file = largeFile(40_000);
    const order: string[] = [];
    const asked = (name: string, answer: Promise<LightMyRequestResponse>) =>
      answer.then((response) => {
        order.push(name);
        return response;
      });
    const large = [
      asked('first', first.browser.upload(preview, file)),
      asked('second', second.browser.upload(preview, file)),
    ];
    // Both large previews are running (each takes seconds of a worker's time).
    await sleep(300);
    const again = await first.browser.upload(preview, ONE_LINE);
    const small = await asked('third', third.browser.upload(preview, ONE_LINE));
    const [firstAnswer, secondAnswer] = await Promise.all(large);

    expect(again.statusCode).toBe(503);
    expect(again.json().error.code).toBe('import-busy');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().transactions).toHaveLength(1);
    // It waited for a slot: one of the large previews ended first.
    expect(order.indexOf('third')).toBeGreaterThan(0);
    expect(firstAnswer?.statusCode).toBe(200);
    expect(secondAnswer?.statusCode).toBe(200);
    expect(firstAnswer?.json().transactions).toHaveLength(40_000);
  });
});
