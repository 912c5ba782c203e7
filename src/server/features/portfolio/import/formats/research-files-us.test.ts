import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeCsv } from '../decode.ts';
import { readCsv } from '../read-csv.ts';
import { fidelityFormats } from './fidelity.ts';
import { invalidTransaction } from './fixtures/read-fixture.ts';
import { ibkrFormats } from './ibkr.ts';
import { robinhoodFormats } from './robinhood.ts';
import { schwabFormats } from './schwab.ts';

// The real exports beside the repository (../shared/research/broker-csv) are read, never
// copied: each US broker's file is claimed by exactly one of our formats, every record gets an
// outcome, every transaction passes the ledger's validation, and files with US-dollar stock
// trades or dividends yield transactions.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const RESEARCH = path.resolve(repoRoot, '..', 'shared', 'research', 'broker-csv');
const present = existsSync(RESEARCH);
const US_FORMATS = [...ibkrFormats, ...schwabFormats, ...fidelityFormats, ...robinhoodFormats];
const US_FILE = /^(ibkr|schwab|fidelity|robinhood)-/;
/** Files kept in another base currency: ibkr-5's amounts are in its GBP base currency. */
const BASE_CURRENCY: Record<string, string> = { 'ibkr-5.csv': 'GBP' };

const files = present ? readdirSync(RESEARCH).filter((name) => name.endsWith('.csv')) : [];
const read = async (name: string) => readCsv(decodeCsv(readFileSync(path.join(RESEARCH, name))));

describe.skipIf(!present)(
  present
    ? 'US broker formats on the real exports in ../shared/research/broker-csv'
    : 'US broker formats on the real exports (skipped: the research folder is absent)',
  () => {
    it.each(files.filter((name) => US_FILE.test(name)))(
      '%s: one format claims it and accounts for every record',
      async (name) => {
        const records = await read(name);
        const claimed = US_FORMATS.filter((format) => format.detect(records));
        expect(claimed.map((format) => format.id)).toHaveLength(1);
        const outcomes = claimed[0]?.parse(records) ?? [];
        expect(outcomes).toHaveLength(records.length);
        expect(outcomes.map(invalidTransaction).filter(Boolean)).toEqual([]);
        const transactions = outcomes.filter((outcome) => outcome.kind === 'transaction');
        expect(transactions.length).toBeGreaterThan(0);
        const base = BASE_CURRENCY[name];
        if (base) {
          for (const outcome of transactions) {
            if (outcome.kind === 'transaction') expect(outcome.transaction.currency).toBe(base);
          }
        }
      },
    );

    it.each(files.filter((name) => !US_FILE.test(name)))(
      '%s: no US format claims another broker’s file',
      async (name) => {
        const records = await read(name);
        expect(US_FORMATS.filter((format) => format.detect(records)).map((f) => f.id)).toEqual([]);
      },
    );
  },
);
