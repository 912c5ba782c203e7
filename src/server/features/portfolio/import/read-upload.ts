import type { CsvRecord } from './formats/format.ts';
import { readCsv } from './read-csv.ts';
import { looksLikeJson, readJson } from './read-json.ts';

// An upload's text as records: a JSON export (Ghostfolio's) by its sections, anything else as CSV.
export const readUpload = (text: string): CsvRecord[] =>
  looksLikeJson(text) ? readJson(text) : readCsv(text);
