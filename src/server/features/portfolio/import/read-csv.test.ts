import type * as CsvParse from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_LINES } from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { readCsv } from './read-csv.ts';

// csv-parse, watched: what readCsv hands it is the work a file costs the import's thread.
const parsed = vi.hoisted(() => ({ calls: 0 }));
vi.mock('csv-parse/sync', async (original) => {
  const actual = await original<typeof CsvParse>();
  return {
    ...actual,
    parse: (...args: Parameters<typeof actual.parse>) => {
      parsed.calls += 1;
      return actual.parse(...args);
    },
  };
});

describe('reading a CSV file', () => {
  it('refuses a file of too many lines, blank ones too, before parsing any of it', () => {
    // A 10 MiB file of blank lines kept an import thread busy 16-40 s before a 413.
    for (const lineBreak of ['\n', '\r\n', '\r']) {
      parsed.calls = 0;
      let refusal: unknown;
      try {
        readCsv(lineBreak.repeat(IMPORT_MAX_LINES + 1));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: 413, code: 'body-too-large' });
      expect((refusal as Error).message).toContain(IMPORT_MAX_LINES.toLocaleString('en-US'));
      expect(parsed.calls).toBe(0);
    }
  });

  it('reads a file of exactly the most lines', () => {
    parsed.calls = 0;
    const records = readCsv(`a,b\r\n${'1,2\r\n'.repeat(IMPORT_MAX_LINES - 1)}`);
    expect(parsed.calls).toBe(1);
    expect(records).toHaveLength(IMPORT_MAX_LINES);
  });
});
