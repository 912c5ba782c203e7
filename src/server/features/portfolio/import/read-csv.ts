import { parse } from 'csv-parse/sync';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINES,
} from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { CsvRecord } from './formats/format.ts';

// CSV text to records with their line numbers (docs/decisions/030), with csv-parse: quoted
// fields may hold the delimiter and line breaks, rows may differ in width (multi-section files),
// and a stray quote inside an unquoted field is kept as text. The delimiter is the one of ',',
// ';' and tab that splits the first lines most consistently.

const LINE_BREAKS = /\r\n|\n|\r/g;
const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter that gives the most lines the same number (> 1) of fields. */
export function sniffDelimiter(text: string): string {
  const lines = text
    .slice(0, 20_000)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 20);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of DELIMITERS) {
    const widths = new Map<number, number>();
    for (const line of lines) {
      const width = line.split(delimiter).length;
      if (width > 1) widths.set(width, (widths.get(width) ?? 0) + 1);
    }
    const score = Math.max(0, ...widths.values());
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

const LF = 10;
const CR = 13;

/**
 * A 413 for a file of more than IMPORT_MAX_LINES lines (LF, CRLF or a lone CR each end one;
 * quoted line breaks count too, so it never undercounts): one pass over the characters that
 * stops at the first line too many, before any parsing.
 */
function refuseTooManyLines(text: string) {
  let lines = 1;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === LF || (char === CR && text.charCodeAt(index + 1) !== LF)) {
      lines += 1;
      if (lines > IMPORT_MAX_LINES + 1) {
        throw new HttpError(
          413,
          'body-too-large',
          `The file has more than ${IMPORT_MAX_LINES.toLocaleString('en-US')} lines; split it and import each part.`,
        );
      }
    }
  }
}

/**
 * Every record of the file, blank lines included (as one empty cell), each with the line it
 * starts on. Synchronous: it runs in the import's worker thread (import-worker.ts), never on the
 * event loop that serves requests.
 */
export function readCsv(text: string, delimiter?: string): CsvRecord[] {
  refuseTooManyLines(text);
  let parsed: { record: string[]; raw: string }[];
  try {
    parsed = parse(text, {
      delimiter: delimiter ?? sniffDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Files mix them (a title line in LF above CRLF rows); line numbers need each record's raw text.
      record_delimiter: ['\r\n', '\n', '\r'],
      raw: true,
      max_record_size: 1_000_000,
      // With `raw`, each row comes as { record, raw } (the typings know only the plain record).
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    throw new HttpError(
      400,
      'invalid-request',
      `The file is not valid CSV: ${(error as Error).message}`,
    );
  }
  const records: CsvRecord[] = [];
  let line = 1;
  for (const { record, raw } of parsed) {
    if (record.length > IMPORT_MAX_COLUMNS) {
      throw new HttpError(
        400,
        'invalid-request',
        `Line ${line} has ${record.length.toLocaleString('en-US')} columns; a transactions file has at most ${IMPORT_MAX_COLUMNS}.`,
      );
    }
    const long = record.findIndex((cell) => cell.length > IMPORT_MAX_CELL_CHARS);
    if (long !== -1) {
      throw new HttpError(
        400,
        'invalid-request',
        `Line ${line}, column ${long + 1}: a cell holds ${(record[long] ?? '').length.toLocaleString('en-US')} characters; a transactions file has at most ${IMPORT_MAX_CELL_CHARS.toLocaleString('en-US')} in a cell.`,
      );
    }
    records.push({ line, cells: record });
    line += raw.match(LINE_BREAKS)?.length ?? 0;
  }
  return records;
}
