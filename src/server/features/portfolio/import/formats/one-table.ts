import { headerIndex, isBlank } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';

// A format whose file is one header line and then its rows (eToro, Revolut): recognised by its
// columns in any order, every row read by column name, blank lines and what precedes the header
// (titles, rows of commas) structure.

export interface OneTableSpec {
  id: string;
  broker: string;
  label: string;
  /** Header cells the file must have, in any order (compared loosely). */
  columns: readonly string[];
  row(read: (name: string) => string | undefined): RowOutcome;
}

export function oneTableFormat(spec: OneTableSpec): BrokerFormat {
  const isHeader = headerRule({ required: spec.columns });
  return {
    id: spec.id,
    broker: spec.broker,
    label: spec.label,
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse: (records) => {
      const headerAt = findHeader(records, isHeader);
      const columns = headerIndex(records[headerAt]?.cells ?? []);
      return records.map(({ cells }, index): RowOutcome =>
        index <= headerAt || isBlank(cells)
          ? { kind: 'structure' }
          : spec.row((name) => columns.cell(cells, name)),
      );
    },
  };
}
