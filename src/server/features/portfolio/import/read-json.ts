import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_LINES,
} from '#shared/portfolio/portfolio-import.ts';
import { HttpError } from '#server/plugins/errors.ts';
import type { CsvRecord } from './formats/format.ts';

// A JSON export (Ghostfolio's) as the records a format reads, so a JSON file goes through the
// same formats, checks and caps as a CSV. Each top-level array of objects becomes a section the
// way an IBKR statement writes one: [name, 'Header', keys…] then [name, 'Data', values…] per
// object. Scalars become text; nested objects and arrays (tags, balances) are left empty. Each
// object's line is the line its '{' opens on in the file (a pretty-printed export puts each on
// its own line); where two share a line (a minified file), objects are numbered 1, 2, 3… instead.
// The same caps as a CSV hold: records, columns and characters in a cell.

/** Whether the text is JSON rather than CSV: its first character is '{' (after a BOM, spaces). */
export const looksLikeJson = (text: string) => /^\ufeff?\s*\{/.test(text);

const invalid = (message: string) => new HttpError(400, 'invalid-request', message);

/** Deeper than any export nests (Ghostfolio: 5); parsing a deeper file is only work. */
const MAX_DEPTH = 32;

/**
 * One pass over the text before it is parsed: the line each element of a top-level array opens
 * on, in file order; a 400 for nesting deeper than MAX_DEPTH (a 10 MiB file of '[' kept
 * JSON.parse busy 5.5 s).
 */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (stack.length === 2 && stack[0] === '{' && stack[1] === '[') lines.push(line);
      stack.push(char);
      if (stack.length > MAX_DEPTH) {
        throw invalid(
          `Line ${line}: the JSON is nested more than ${MAX_DEPTH} deep; an export is not.`,
        );
      }
    } else if (char === '}' || char === ']') stack.pop();
  }
  return lines;
}

const cellOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text's sections as records; a 400 for JSON that is not an object, a 413 for too many rows. */
export function readJson(text: string): CsvRecord[] {
  const opened = elementLines(text);
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    throw invalid(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRow(document)) throw invalid('The JSON file is not an export: it holds no object.');
  const sections = Object.entries(document).filter((entry): entry is [string, unknown[]] =>
    Array.isArray(entry[1]),
  );
  const total = sections.reduce((count, [, rows]) => count + rows.length + 1, 0);
  if (total > IMPORT_MAX_LINES) {
    throw new HttpError(
      413,
      'body-too-large',
      `The file has more than ${IMPORT_MAX_LINES.toLocaleString('en-US')} entries; split it and import each part.`,
    );
  }
  const distinct =
    new Set(opened).size === opened.length && opened.length === total - sections.length;
  const records: CsvRecord[] = [];
  let ordinal = 0;
  for (const [name, rows] of sections) {
    const keys = [...new Set(rows.filter(isRow).flatMap((row) => Object.keys(row)))];
    if (keys.length > IMPORT_MAX_COLUMNS) {
      throw invalid(
        `"${name.slice(0, 40)}" has ${keys.length.toLocaleString('en-US')} fields; an export has at most ${IMPORT_MAX_COLUMNS}.`,
      );
    }
    records.push({ line: 1, cells: [name, 'Header', ...keys] });
    for (const row of rows) {
      const line = distinct ? (opened[ordinal] ?? ordinal + 1) : ordinal + 1;
      ordinal += 1;
      const cells = isRow(row) ? keys.map((key) => cellOf(row[key])) : [];
      const long = cells.findIndex((cell) => cell.length > IMPORT_MAX_CELL_CHARS);
      if (long !== -1) {
        throw invalid(
          `Line ${line}, field "${keys[long]}": a value holds more than ${IMPORT_MAX_CELL_CHARS.toLocaleString('en-US')} characters.`,
        );
      }
      records.push({ line, cells: [name, 'Data', ...cells] });
    }
  }
  return records;
}
