import { headerIndex, isBlank } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';

// A format whose file is one header line and then its rows (eToro, Revolut): recognised by its
// columns, every row read by column name, blank lines and what precedes the header structure.

export interface OneTableSpec {
  id: string;
  broker: string;
  label: string;
  /** Header cells the file must have (compared loosely). */
  columns: readonly string[];
  row(read: (name: string) => string | undefined): RowOutcome;
}

const firstFilled = (records: readonly CsvRecord[]) =>
  records.findIndex(({ cells }) => !isBlank(cells));

export function oneTableFormat(spec: OneTableSpec): BrokerFormat {
  return {
    id: spec.id,
    broker: spec.broker,
    label: spec.label,
    detect: (records) => {
      const header = headerIndex(records[firstFilled(records)]?.cells ?? []);
      return spec.columns.every(header.has);
    },
    parse: (records) => {
      const headerAt = firstFilled(records);
      const columns = headerIndex(records[headerAt]?.cells ?? []);
      return records.map(({ cells }, index): RowOutcome =>
        index <= headerAt || isBlank(cells)
          ? { kind: 'structure' }
          : spec.row((name) => columns.cell(cells, name)),
      );
    },
  };
}
