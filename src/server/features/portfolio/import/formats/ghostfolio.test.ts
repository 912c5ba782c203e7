import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJson } from '../read-json.ts';
import { expectDetection } from './fixtures/detection.ts';
import { FIXTURES, outcomesOf, readFixture } from './fixtures/read-fixture.ts';
import { activityDay, ghostfolioFormats } from './ghostfolio.ts';

const [ghostfolio] = ghostfolioFormats;
if (!ghostfolio) throw new Error('the Ghostfolio format is missing');

describe('Ghostfolio JSON export', () => {
  it('reads a date entered at local midnight as that day, and a trade time as its UTC date', () => {
    expect(activityDay('2024-05-16T22:00:00.000Z')).toBe('2024-05-17');
    expect(activityDay('2024-12-31T23:30:00.000Z')).toBe('2025-01-01');
    expect(activityDay('2024-05-17T04:00:00.000Z')).toBe('2024-05-17T04:00:00.000Z');
    expect(activityDay('2024-05-16T15:31:07.000Z')).toBe('2024-05-16T15:31:07.000Z');
  });

  it('recognises its export and no other fixture', async () => {
    await expectDetection(ghostfolioFormats, { 'ghostfolio-export.json': 'ghostfolio-export' });
  });

  it('reads every activity on the line its object opens on; accounts and profiles are structure', async () => {
    expect(await outcomesOf(ghostfolio, 'ghostfolio-export.json')).toEqual([
      '1: structure', // meta is no section; accounts' header
      '7: structure', // the account: read for the activities' accountId
      '1: structure',
      '25: structure', // a custom asset profile
      '1: structure', // platforms, tags (empty)
      '1: structure',
      '1: structure', // activities' header
      // A fee on a MANUAL asset is the account's own.
      '35: account-fee  2024-01-02 49 #a0000000-0000-4000-8000-000000000001',
      '49: buy MSFT 2024-01-16 5 @ 298.58 fees 19 note "first lot" #a0000000-0000-4000-8000-000000000002',
      // A dividend is quantity × unitPrice: 5 × 0.75 = 3.75.
      '63: dividend MSFT 2024-02-15 3.75 #a0000000-0000-4000-8000-000000000003',
      '77: sell MSFT 2024-03-01 2 @ 410.25 fees 1.5 #a0000000-0000-4000-8000-000000000004',
      '91: buy AAPL 2024-03-04 0.5 @ 185.5 #a0000000-0000-4000-8000-000000000005',
      // Interest is quantity × unitPrice too: 1 × 3.5.
      '105: interest  2024-03-31 3.5 #a0000000-0000-4000-8000-000000000006',
      '119: skipped: Valuable (ITEM): only listed securities are tracked',
      '133: skipped: Liability: debts are not tracked',
      '147: skipped: Buy of a manual asset: only listed securities are tracked',
      '161: error: Quantity: "0" is not a number of shares',
      // 22:00 UTC is midnight of the 17th east of UTC: 0.5 × 0.24 = 0.12.
      '175: dividend AAPL 2024-05-17 0.12 #a0000000-0000-4000-8000-000000000011',
    ]);
  });

  it('places an activity in the account its accountId names, and one naming none in the chosen account', async () => {
    const records = await readFixture('ghostfolio-export.json');
    const outcomes = ghostfolio.parse(records);
    const accountOf = (line: number) => {
      const outcome = outcomes[records.findIndex((record) => record.line === line)];
      return outcome?.kind === 'transaction' ? outcome.account : 'not a transaction';
    };
    expect(accountOf(49)).toEqual({ name: 'IBKR Margin', kind: 'brokerage', currency: 'USD' });
    expect(accountOf(91)).toBeUndefined();
  });

  it('numbers the activities 1, 2, 3… when the file is minified and they share a line', async () => {
    const records = await readFixture('ghostfolio-export.json');
    const file = readFileSync(path.join(FIXTURES, 'ghostfolio-export.json'), 'utf8');
    const minified = readJson(JSON.stringify(JSON.parse(file)));
    const lines = (list: typeof records) =>
      list
        .filter(({ cells }) => cells[0] === 'activities' && cells[1] === 'Data')
        .map((r) => r.line);
    expect(lines(records)).toEqual([35, 49, 63, 77, 91, 105, 119, 133, 147, 161, 175]);
    // Ordinals over every section's objects: the account 1, the profile 2, then the activities.
    expect(lines(minified)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});
