import { parse } from 'csv-parse';
import { IMPORT_MAX_COLUMNS } from '../../../../shared/portfolio-import.ts';
import { HttpError } from '../../../plugins/errors.ts';
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

/**
 * Every record of the file, blank lines included (as one empty cell), each with the line it
 * starts on. Yields to the event loop between chunks, so a 10 MiB file never blocks it.
 */
export async function readCsv(
  text: string,
  delimiter = sniffDelimiter(text),
): Promise<CsvRecord[]> {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    // Files mix them (a title line in LF above CRLF rows); counting lines needs each record's raw text.
    record_delimiter: ['\r\n', '\n', '\r'],
    raw: true,
    max_record_size: 1_000_000,
  });
  const records: CsvRecord[] = [];
  let line = 1;
  const done = (async () => {
    for await (const { record, raw } of parser as AsyncIterable<{
      record: string[];
      raw: string;
    }>) {
      if (record.length > IMPORT_MAX_COLUMNS) {
        throw new HttpError(
          400,
          'invalid-request',
          `Line ${line} has ${record.length.toLocaleString('en-US')} columns; a transactions file has at most ${IMPORT_MAX_COLUMNS}.`,
        );
      }
      records.push({ line, cells: record });
      line += raw.match(LINE_BREAKS)?.length ?? 0;
    }
  })();
  const CHUNK = 64 * 1024;
  try {
    for (let at = 0; at < text.length; at += CHUNK) {
      if (!parser.write(text.slice(at, at + CHUNK))) {
        await new Promise((resolve) => parser.once('drain', resolve));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    parser.end();
    await done;
  } catch (error) {
    parser.destroy();
    await done.catch(() => undefined);
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      400,
      'invalid-request',
      `The file is not valid CSV: ${(error as Error).message}`,
    );
  }
  return records;
}
