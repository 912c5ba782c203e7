import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseFile, chooseFormat, UnknownFormatError } from '../analyse-file.ts';
import { decodeCsv } from '../decode.ts';
import { readCsv } from '../read-csv.ts';
import { fixtureNames, readFixture } from './fixtures/read-fixture.ts';
import { formatCatalogue } from './registry.ts';

// The whole catalogue at once: each file is claimed by its own format and by no other, and every
// data line of every file — our fixtures and the real exports in the research folder — is
// accounted for exactly once.

const claims = (records: Parameters<typeof analyseFile>[0]) =>
  formatCatalogue.formats.filter((format) => format.detect(records)).map((format) => format.id);

const ids = formatCatalogue.formats.map((format) => format.id);

/** Each fixture's own format; null for a file no format may claim (it gets the column mapping). */
const FIXTURE_OWNERS: Readonly<Record<string, string | null>> = {
  'degiro-account-en.csv': 'degiro-account',
  'degiro-account-nl.csv': 'degiro-account',
  'degiro-transactions-de.csv': 'degiro-transactions',
  'etoro-account.csv': 'etoro-account',
  'etrade-transactions.csv': 'etrade-transactions',
  'fidelity-activity.csv': 'fidelity-activity',
  'fidelity-history-commas.csv': 'fidelity-history',
  'fidelity-history.csv': 'fidelity-history',
  'freetrade-activity.csv': 'freetrade-activity',
  'ghostfolio-export.json': 'ghostfolio-export',
  'ibkr-activity-statement-sections.csv': 'ibkr-activity-statement',
  'ibkr-activity-statement.csv': 'ibkr-activity-statement',
  'ibkr-flex-cash.csv': 'ibkr-flex-cash',
  'ibkr-flex-trades.csv': 'ibkr-flex-trades',
  'ibkr-transaction-history.csv': 'ibkr-transaction-history',
  'mapped-generic.csv': null,
  'portfolio-performance-account-de.csv': 'portfolio-performance',
  'portfolio-performance-securities.csv': 'portfolio-performance',
  'revolut-trading.csv': 'revolut-trading',
  'robinhood-activity.csv': 'robinhood-activity',
  'saxo-trades.csv': 'saxo-trades',
  'scalable-capital-transactions.csv': 'scalable-capital-transactions',
  'schwab-transactions-price-first.csv': 'schwab-transactions',
  'schwab-transactions-unquoted.csv': 'schwab-transactions',
  'schwab-transactions.csv': 'schwab-transactions',
  'sharesight-trades.csv': 'sharesight-trades',
  'tickerdeck-ledger.csv': 'tickerdeck',
  'trade-republic-transactions.csv': 'trade-republic-transactions',
  'trading212-2020.csv': 'trading212-history',
  'trading212-2025.csv': 'trading212-history',
  'trading212-history.csv': 'trading212-history',
  'vanguard-uk-report.csv': 'vanguard-uk-report',
  'wealthfolio-activities.csv': 'wealthfolio-activities',
  'webull-orders.csv': 'webull-orders',
  'xtb-cash-operations.csv': 'xtb-cash-operations',
};

/** The research files' owners, by the broker and export their name and SOURCES.md give. */
const RESEARCH_OWNERS: readonly [RegExp, string][] = [
  [/^ibkr-1\.csv$/, 'ibkr-flex-trades'],
  [/^ibkr-2\.csv$/, 'ibkr-flex-cash'],
  [/^ibkr-[34]\.csv$/, 'ibkr-activity-statement'],
  [/^ibkr-5\.csv$/, 'ibkr-transaction-history'],
  [/^schwab-/, 'schwab-transactions'],
  [/^fidelity-[12]\.csv$/, 'fidelity-activity'],
  [/^fidelity-3\.csv$/, 'fidelity-history'],
  [/^robinhood-/, 'robinhood-activity'],
  [/^vanguard-/, 'vanguard-uk-report'],
  [/^trading212-/, 'trading212-history'],
  [/^degiro-[123]\.csv$/, 'degiro-account'],
  [/^degiro-4\.csv$/, 'degiro-transactions'],
  [/^revolut-/, 'revolut-trading'],
  [/^etoro-/, 'etoro-account'],
];

/** Every line accounted for at most once, and only lines the file has. */
function expectEveryLineOnce(records: Parameters<typeof analyseFile>[0]) {
  const { lines } = analyseFile(records, { kind: 'auto' }, formatCatalogue);
  const lineNumbers = lines.map((line) => line.line);
  expect(new Set(lineNumbers).size).toBe(lineNumbers.length);
  const known = new Set(records.map((record) => record.line));
  expect(lineNumbers.filter((line) => !known.has(line))).toEqual([]);
  expect(lines.length).toBeGreaterThan(0);
}

describe('the format catalogue', () => {
  it('has one id per format', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the owner of every fixture, and only fixtures that exist', () => {
    expect(Object.keys(FIXTURE_OWNERS).sort()).toEqual(fixtureNames());
  });

  it.each(fixtureNames())(
    'fixture %s: its own format claims it and no other does',
    async (name) => {
      const records = await readFixture(name);
      const owner = FIXTURE_OWNERS[name] ?? null;
      expect(claims(records)).toEqual(owner ? [owner] : []);
      if (owner) expectEveryLineOnce(records);
      else
        expect(() => chooseFormat(records, { kind: 'auto' }, formatCatalogue)).toThrow(
          UnknownFormatError,
        );
    },
  );
});

const research = path.resolve(
  import.meta.dirname,
  '../../../../../../../shared/research/broker-csv',
);
const present = existsSync(research);
const realFiles = present ? readdirSync(research).filter((name) => name.endsWith('.csv')) : [];
const readReal = (name: string) => readFileSync(path.join(research, name));

describe.skipIf(!present)(
  'real broker exports (skipped: ../shared/research/broker-csv is absent)',
  () => {
    it.each(realFiles)(
      '%s: its own format claims it and no other does; every data line is accounted for',
      (name) => {
        const records = readCsv(decodeCsv(readReal(name)));
        const owner = RESEARCH_OWNERS.find(([pattern]) => pattern.test(name))?.[1];
        expect(claims(records)).toEqual([owner]);
        expectEveryLineOnce(records);
      },
    );

    it('recognises the Fidelity history export as downloaded, with rows of commas on top', () => {
      // The research file with what Fidelity's download puts above the header: comma-only rows.
      const text = decodeCsv(readReal('fidelity-3.csv')).replace(/^\ufeff?\s*/, '');
      const width = (text.split('\n')[0] ?? '').split(',').length;
      const records = readCsv(`${`${','.repeat(width - 1)}\n`.repeat(6)}${text}`);
      expect(claims(records)).toEqual(['fidelity-history']);
      expectEveryLineOnce(records);
    });
  },
);
