import { describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINES,
} from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { looksLikeJson, readJson } from './read-json.ts';

// A JSON upload under the same caps as a CSV one: entries, fields, characters in a value, and
// nothing a hostile file can make the import thread chew on for long.

function refusal(text: string) {
  try {
    readJson(text);
  } catch (error) {
    return error;
  }
  return null;
}

describe('reading a JSON export', () => {
  it('is told from CSV by its first character, after a byte order mark and spaces', () => {
    expect(looksLikeJson('\ufeff \n{"activities":[]}')).toBe(true);
    expect(looksLikeJson('Date,Action\n{x}')).toBe(false);
  });

  it('makes each top-level array of objects a section: a header of its keys, a row per object', () => {
    const text =
      '{\n"meta": {"version": "2"},\n"activities": [\n{"type": "BUY", "tags": ["x"]},\n{"type": "SELL", "fee": 1.5, "ok": true}\n]\n}';
    expect(readJson(text)).toEqual([
      { line: 1, cells: ['activities', 'Header', 'type', 'tags', 'fee', 'ok'] },
      // Nested values (tags) are left empty; numbers and booleans become text.
      { line: 4, cells: ['activities', 'Data', 'BUY', '', '', ''] },
      { line: 5, cells: ['activities', 'Data', 'SELL', '', '1.5', 'true'] },
    ]);
  });

  it('refuses text that is not JSON, or not an object, with a 400', () => {
    for (const text of ['{"activities": [', '{} trailing', '{"a": 1e999999999x}']) {
      expect(refusal(text)).toMatchObject({ statusCode: 400, code: 'invalid-request' });
    }
    expect(refusal('["not", "an", "export"]')).toMatchObject({ statusCode: 400 });
  });

  it('refuses nesting deeper than any export before parsing it', () => {
    const deep = `{"a":[${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}]}`;
    const started = performance.now();
    expect(refusal(deep)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/nested/),
    });
    // The scan stops at the first level too deep: far from JSON.parse's seconds.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses more entries than a CSV may have lines (413), more fields than columns, longer values than cells', () => {
    const entries = `{"a":[${'{},'.repeat(IMPORT_MAX_LINES)}{}]}`;
    expect(refusal(entries)).toMatchObject({ statusCode: 413, code: 'body-too-large' });
    const wide = Object.fromEntries(
      Array.from({ length: IMPORT_MAX_COLUMNS + 1 }, (_, index) => [`k${index}`, 1]),
    );
    expect(refusal(JSON.stringify({ a: [wide] }))).toMatchObject({ statusCode: 400 });
    const long = JSON.stringify({ a: [{ note: 'x'.repeat(IMPORT_MAX_CELL_CHARS + 1) }] });
    expect(refusal(long)).toBeInstanceOf(HttpError);
    expect(refusal(long)).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/note/),
    });
  });

  it('numbers objects 1, 2, 3… when they share a line, so every line stays one row', () => {
    const lines = readJson('{"a":[{"x":1},{"x":2}],"b":[{"y":3}]}').map((record) => record.line);
    expect(lines).toEqual([1, 1, 2, 1, 3]);
  });
});
