import { cellKey, headerIndex, isBlank } from '../cells.ts';
import type { CsvRecord, RowOutcome } from './format.ts';
import { STRUCTURE, skipped } from './row-outcomes.ts';

// Interactive Brokers' sectioned reports (docs/decisions/030): column 1 names the section,
// column 2 the row kind (Header, Data, SubTotal, Total); a section's header may come again (once
// per asset category), and the statement's cash sections close with 'Data' rows whose first cell
// is a total ('Total', 'Total in USD', 'Total Dividends in USD').

export type Columns = ReturnType<typeof headerIndex>;

/** A data row of a section: its cells after the section and kind, read by the section's header. */
export interface SectionRow {
  /** The section's name as the file writes it ('Withholding Tax'). */
  title: string;
  /** The same, compared loosely ('withholding tax'). */
  section: string;
  line: number;
  cell: (name: string) => string | undefined;
  /** Whether the section has a header above this row (without one, `cell` finds nothing). */
  hasHeader: boolean;
}

const NOT_DATA = new Set(['header', 'subtotal', 'total', 'notes', 'metainfo']);

/** Every record's outcome: `data` answers for each data row, the rest is structure. */
export function sections(
  records: readonly CsvRecord[],
  data: (row: SectionRow) => RowOutcome,
): RowOutcome[] {
  const headers = new Map<string, Columns>();
  return records.map(({ line, cells }) => {
    if (isBlank(cells)) return STRUCTURE;
    const section = cellKey(cells[0]);
    const kind = cellKey(cells[1]);
    if (kind === 'header') headers.set(section, headerIndex(cells.slice(2)));
    if (NOT_DATA.has(kind)) return STRUCTURE;
    const title = (cells[0] ?? '').trim();
    if (kind !== 'data') return skipped(`${title}: a "${(cells[1] ?? '').trim()}" row is not read`);
    if (/^total\b/.test(cellKey(cells[2]))) return STRUCTURE;
    const columns = headers.get(section);
    const own = cells.slice(2);
    return data({
      title,
      section,
      line,
      cell: (name) => columns?.cell(own, name),
      hasHeader: columns !== undefined,
    });
  });
}

/** The title a sectioned report gives itself, or the first transaction section it opens with. */
export function reportOf(records: readonly CsvRecord[]): string | null {
  const head = records.slice(0, 200).filter(({ cells }) => !isBlank(cells));
  if (!head.slice(0, 20).some(({ cells }) => cellKey(cells[1]) === 'header')) return null;
  const sectioned = head.filter(({ cells }) => ['header', 'data'].includes(cellKey(cells[1])));
  const title = sectioned.find(
    ({ cells }) => cellKey(cells[0]) === 'statement' && cellKey(cells[2]) === 'title',
  );
  if (title) return cellKey(title.cells[3]);
  const names = new Set(sectioned.map(({ cells }) => cellKey(cells[0])));
  if (names.has('transaction history')) return 'transaction history';
  return names.has('trades') ? 'activity statement' : null;
}
