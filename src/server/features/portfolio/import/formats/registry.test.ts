import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseFile } from '../analyse-file.ts';
import { decodeCsv } from '../decode.ts';
import { readCsv } from '../read-csv.ts';
import { fixtureNames, readFixture } from './fixtures/read-fixture.ts';
import { formatCatalogue } from './registry.ts';

// The whole catalogue at once: no file is claimed by two formats, and every data line of every
// file — our fixtures and the real exports in the research folder — is accounted for exactly once.

const claims = (records: Parameters<typeof analyseFile>[0]) =>
  formatCatalogue.formats.filter((format) => format.detect(records)).map((format) => format.id);

const ids = formatCatalogue.formats.map((format) => format.id);

describe('the format catalogue', () => {
  it('has one id per format', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(fixtureNames().filter((name) => !name.startsWith('mapped')))(
    'claims fixture %s exactly once and accounts for every line',
    async (name) => {
      const records = await readFixture(name);
      expect(claims(records)).toHaveLength(1);
      const { lines } = analyseFile(records, { kind: 'auto' }, formatCatalogue);
      const lineNumbers = lines.map((line) => line.line);
      expect(new Set(lineNumbers).size).toBe(lineNumbers.length);
      expect(lines.length).toBeGreaterThan(0);
    },
  );
});

const research = path.resolve(
  import.meta.dirname,
  '../../../../../../../shared/research/broker-csv',
);
const present = existsSync(research);
const realFiles = present ? readdirSync(research).filter((name) => name.endsWith('.csv')) : [];

describe.skipIf(!present)(
  'real broker exports (skipped: ../shared/research/broker-csv is absent)',
  () => {
    it.each(realFiles)(
      '%s: one format claims it; every data line is accounted for',
      async (name) => {
        const records = await readCsv(decodeCsv(readFileSync(path.join(research, name))));
        expect(claims(records)).toHaveLength(1);
        const { lines } = analyseFile(records, { kind: 'auto' }, formatCatalogue);
        // Every record is a data line (with one outcome) or structure; none is in two lists.
        const seen = new Set(lines.map((line) => line.line));
        expect(seen.size).toBe(lines.length);
        for (const line of lines)
          expect(records.some((record) => record.line === line.line)).toBe(true);
      },
    );
  },
);
