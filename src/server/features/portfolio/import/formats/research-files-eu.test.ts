import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCsv } from '../decode.ts';
import { readCsv } from '../read-csv.ts';
import { degiroAccountFormat } from './degiro-account.ts';
import { degiroFormats } from './degiro.ts';
import { etoroFormats } from './etoro.ts';
import { revolutFormats } from './revolut.ts';
import { tickerdeckFormat } from './tickerdeck.ts';
import { trading212Formats } from './trading212.ts';
import { vanguardUkFormats } from './vanguard-uk.ts';

// The real exports in the shared research folder (never copied into the repository): each of
// the European brokers' files is recognised by exactly one of our formats, which accounts for
// every record of it; the other brokers' files are claimed by none of ours.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', '..');
const folder = path.resolve(repoRoot, '..', 'shared', 'research', 'broker-csv');
const present = existsSync(folder);

const ours = [
  ...vanguardUkFormats,
  ...trading212Formats,
  ...degiroFormats,
  ...revolutFormats,
  ...etoroFormats,
  tickerdeckFormat,
];
const EXPECTED: Array<[RegExp, string]> = [
  [/^vanguard-/, 'vanguard-uk-report'],
  [/^trading212-/, 'trading212-history'],
  [/^degiro-4/, 'degiro-transactions'],
  [/^degiro-/, 'degiro-account'],
  [/^revolut-/, 'revolut-trading'],
  [/^etoro-/, 'etoro-account'],
];
const files = present
  ? readdirSync(folder)
      .filter((name) => name.endsWith('.csv'))
      .sort()
  : [];

describe.skipIf(!present)(
  'the research folder’s real broker files (skipped: the folder is absent)',
  () => {
    it.each(files)(
      '%s: one of our formats at most, and every record accounted for',
      async (name) => {
        const records = await readCsv(decodeCsv(readFileSync(path.join(folder, name))));
        const detected = ours.filter((format) => format.detect(records)).map((format) => format.id);
        const wanted = EXPECTED.find(([pattern]) => pattern.test(name))?.[1];
        expect(detected).toEqual(wanted ? [wanted] : []);
        for (const format of ours.filter((candidate) => candidate.id === wanted)) {
          const outcomes = format.parse(records);
          expect(outcomes).toHaveLength(records.length);
          expect(outcomes.filter((outcome) => outcome.kind !== 'structure').length).toBeGreaterThan(
            0,
          );
        }
      },
    );
  },
);

// What DEGIRO's real account statements become, line by line (read off the files by hand): each
// trade from its description ('Koop 1 @ 33,9 USD', 'Compra 6 …@49,785 EUR', 'Achat 6 …@79,96
// EUR', 'Sell 4 AVIVA@496 GBX'), its costs its fees when in its currency; the other lines by kind.
const DEGIRO_TRADES: Record<string, string[]> = {
  'degiro-1.csv': [
    // Its 1 EUR (line 21) and 0.50 EUR (line 28) of costs are in euros: fees of their own.
    '22 buy US9256521090 1 @ 33.9 USD',
    '29 sell CA0641491075 1 @ 63.97 USD',
    '30 buy IE00B3RBWM25 1 @ 79.35 EUR',
  ],
  'degiro-2.csv': [
    '2 buy IE00B3RBWM25 1 @ 97.93 EUR',
    '3 buy AU000000FBR4 500 @ 0.039 EUR',
    '8 buy US00165C1045 1 @ 1.2108 USD',
    '10 sell IE00BYXG2H39 1 @ 5.416 fees 1 EUR',
    '12 buy IE00B0M63391 1 @ 42.53 fees 1 EUR',
    '13 buy IE00B4L5Y983 6 @ 49.785 EUR',
    '15 buy IE00B4L5Y983 1 @ 82.055 fees 1 EUR',
    '21 buy FI4000198031 6 @ 79.96 fees 4.9 EUR',
    // 496 pence = £4.96; 4 × 4.96 = the row's 19.84 GBP.
    '27 sell GB00BPQY8M80 4 @ 4.96 GBP',
    // The sample's amounts are masked as 9999.99.
    '40 buy JP3633400001 30 @ 22.4 fees 9999.99 EUR',
  ],
  'degiro-3.csv': ['6 buy US40434L1052 5 @ 21.31 USD'],
};
const DEGIRO_OTHERS: Record<string, Record<string, number>> = {
  // Dividends and withholding of three US stocks; the iDEAL deposit; flatex's withdrawal and the
  // line that gives it back; FX legs, cash sweeps, transfers and reservations skipped.
  'degiro-1.csv': { dividend: 3, tax: 3, fee: 2, deposit: 2, withdrawal: 1, skipped: 14 },
  // Its PROSUS stock dividend (999 shares) is a suggestion to enter.
  'degiro-2.csv': {
    dividend: 6,
    tax: 3,
    fee: 1,
    'account-fee': 5,
    deposit: 1,
    suggestion: 1,
    skipped: 18,
  },
  // Two cost lines in pounds on a dollar trade; its two FX legs.
  'degiro-3.csv': { fee: 2, skipped: 2 },
};

describe.skipIf(!present)('DEGIRO’s real account statements, line by line', () => {
  it.each(Object.keys(DEGIRO_TRADES))('%s: trades, then every other line by kind', async (name) => {
    const records = await readCsv(decodeCsv(readFileSync(path.join(folder, name))));
    const outcomes = degiroAccountFormat.parse(records);
    const trades: string[] = [];
    const others: Record<string, number> = {};
    outcomes.forEach((outcome, index) => {
      if (outcome.kind === 'structure') return;
      const t = outcome.kind === 'transaction' ? outcome.transaction : null;
      if (t && (t.type === 'buy' || t.type === 'sell')) {
        const fees = t.fees ? ` fees ${t.fees}` : '';
        const at = `${records[index]?.line} ${t.type} ${t.symbol}`;
        trades.push(`${at} ${t.quantity} @ ${t.price}${fees} ${t.currency ?? ''}`);
        return;
      }
      const kind = t ? t.type : outcome.kind;
      others[kind] = (others[kind] ?? 0) + 1;
    });
    expect(trades).toEqual(DEGIRO_TRADES[name]);
    expect(others).toEqual(DEGIRO_OTHERS[name]);
  });
});
