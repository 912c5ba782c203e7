import { cellKey, isBlank } from '../cells.ts';
import type { CsvRecord } from './format.ts';

// How a one-table format recognises its header by content: the columns it requires, in any
// order, and the columns its own header never has where that is how its exports differ (one
// Fidelity layout writes units, 'Price ($)'; the other does not). Titles, preambles, blank and
// comma-only rows above the header are passed over, so an export with a title line or rows of
// commas on top is recognised as it was downloaded.

/** A column by its name (compared loosely, as cellKey does), or any one of several names. */
export type ColumnName = string | readonly string[];

export interface HeaderSpec {
  /** Every one of these (each name, or one of its alternatives) is a cell of the header. */
  required: readonly ColumnName[];
  /** None of these is a cell of the header. */
  forbidden?: readonly ColumnName[];
  /** How a header cell is compared (default: cellKey). */
  key?: (cell: string | undefined) => string;
}

/** How far into a file its header is looked for: rows with text, and records in all. */
const SEARCH_FILLED = 20;
const SEARCH_RECORDS = 500;

const names = (column: ColumnName) =>
  (typeof column === 'string' ? [column] : column).map((name) => cellKey(name));

/** Whether a record is the header the spec describes. */
function headerMatches(cells: readonly string[], spec: HeaderSpec): boolean {
  const key = spec.key ?? cellKey;
  const keys = new Set(cells.map((cell) => key(cell)));
  const has = (column: ColumnName) => names(column).some((name) => keys.has(name));
  return spec.required.every(has) && !(spec.forbidden ?? []).some(has);
}

/**
 * The index of the first record the predicate takes for a header, among the first rows with
 * text (blank and comma-only rows are passed over and not counted), or -1.
 */
export function findHeader(
  records: readonly CsvRecord[],
  isHeader: (cells: readonly string[]) => boolean,
): number {
  let filled = 0;
  const end = Math.min(records.length, SEARCH_RECORDS);
  for (let index = 0; index < end && filled < SEARCH_FILLED; index++) {
    const { cells } = records[index] as CsvRecord;
    if (isBlank(cells)) continue;
    if (isHeader(cells)) return index;
    filled += 1;
  }
  return -1;
}

/** A spec as a predicate, for findHeader and for formats that meet their header again. */
export const headerRule = (spec: HeaderSpec) => (cells: readonly string[]) =>
  headerMatches(cells, spec);
