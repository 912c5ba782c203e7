import { stringify } from 'csv-stringify/sync';
import {
  IMPORTABLE_TYPES,
  type Transaction,
  type ImportableInput,
  type ImportableType,
} from '#shared/portfolio/portfolio-ledger.ts';
import { cellKey, isBlank, parseDate, positiveDecimalText } from '../cells.ts';
import { DEFUSED_FORMULA, FORMULA_TO_DEFUSE } from '../formula-cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';

// Tickerdeck's own ledger CSV (docs/import-export.md): what the export writes, the import reads
// back to the same transactions. RFC 4180 with CRLF and a UTF-8 BOM (Excel). Text cells that a
// spreadsheet would run as a formula get a leading "'" (OWASP CSV injection); the reader takes
// one off again. A text that already starts with "'" before such a character gets one more, so
// every text survives the trip.

export const TICKERDECK_COLUMNS = [
  'date',
  'type',
  'symbol',
  'name',
  'quantity',
  'price',
  'fees',
  'amount',
  'split_from',
  'split_to',
  'note',
  'source',
] as const;

const escapeText = (text: string | null) =>
  text === null ? '' : FORMULA_TO_DEFUSE.test(text) ? `'${text}` : text;
const unescapeText = (text: string) => (DEFUSED_FORMULA.test(text) ? text.slice(1) : text);

export function writeTickerdeckCsv(rows: Array<Transaction & { source: string }>): string {
  const records = rows.map((row) => [
    row.date,
    row.type,
    row.symbol,
    escapeText(row.name),
    row.quantity ?? '',
    row.price ?? '',
    row.fees ?? '',
    row.amount ?? '',
    row.ratio ? String(row.ratio.from) : '',
    row.ratio ? String(row.ratio.to) : '',
    escapeText(row.note),
    escapeText(row.source),
  ]);
  return stringify([[...TICKERDECK_COLUMNS], ...records], {
    bom: true,
    record_delimiter: 'windows',
    // A lone CR or LF ends a record for many readers: such a field is quoted too.
    quoted_match: /[\r\n]/,
  });
}

type Read = (column: (typeof TICKERDECK_COLUMNS)[number]) => string;

function decimalCell(read: Read, column: 'quantity' | 'price' | 'fees' | 'amount') {
  return positiveDecimalText(read(column));
}

function transaction(
  read: Read,
  type: ImportableType,
  symbol: string,
  date: string,
  note: string | null,
): ImportableInput | string {
  if (type === 'split') {
    const from = Number(read('split_from'));
    const to = Number(read('split_to'));
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1)
      return 'split_from and split_to must be whole numbers';
    return { type, symbol, date, ratio: { from, to }, note };
  }
  if (type === 'dividend' || type === 'fee') {
    const amount = decimalCell(read, 'amount');
    return amount === null
      ? `amount "${read('amount')}" is not a positive number`
      : { type, symbol, date, amount, note };
  }
  const quantity = decimalCell(read, 'quantity');
  const price = decimalCell(read, 'price');
  if (quantity === null) return `quantity "${read('quantity')}" is not a positive number`;
  if (price === null) return `price "${read('price')}" is not a positive number`;
  const fees = read('fees').trim() === '' ? null : decimalCell(read, 'fees');
  if (fees === null && read('fees').trim() !== '') return `fees "${read('fees')}" is not a number`;
  const name = unescapeText(read('name')) || null;
  return { type, symbol, date, name, quantity, price, fees, note };
}

function row(cells: readonly string[]): RowOutcome {
  const read: Read = (column) => cells[TICKERDECK_COLUMNS.indexOf(column)] ?? '';
  const type = read('type').trim().toLowerCase() as ImportableType;
  if (!IMPORTABLE_TYPES.includes(type))
    return {
      kind: 'error',
      message: `type "${read('type')}" is not one of ${IMPORTABLE_TYPES.join(', ')}`,
    };
  const date = parseDate(read('date'), 'YYYY-MM-DD');
  if (date === null || read('date').trim() !== date)
    return { kind: 'error', message: `date "${read('date')}" is not YYYY-MM-DD` };
  const symbol = read('symbol').trim().toUpperCase();
  if (symbol === '') return { kind: 'error', message: 'symbol is empty' };
  const note = unescapeText(read('note')) || null;
  const result = transaction(read, type, symbol, date, note);
  if (typeof result === 'string') return { kind: 'error', message: result };
  const source = unescapeText(read('source'));
  return { kind: 'transaction', transaction: result, ...(source ? { sourceId: source } : {}) };
}

const isHeader = (cells: readonly string[]) =>
  cells.length === TICKERDECK_COLUMNS.length &&
  TICKERDECK_COLUMNS.every((name, index) => cellKey(cells[index]) === name);

export const tickerdeckFormat: BrokerFormat = {
  id: 'tickerdeck',
  broker: 'Tickerdeck',
  label: 'Tickerdeck ledger export',
  detect: (records) => isHeader(records.find(({ cells }) => !isBlank(cells))?.cells ?? []),
  parse: (records: readonly CsvRecord[]) =>
    records.map(({ cells }): RowOutcome =>
      isBlank(cells) || isHeader(cells) ? { kind: 'structure' } : row(cells),
    ),
};
