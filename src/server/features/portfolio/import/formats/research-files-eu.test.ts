import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCsv } from '../decode.ts';
import { readCsv } from '../read-csv.ts';
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
