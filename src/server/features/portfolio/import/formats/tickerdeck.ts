import { stringify } from 'csv-stringify/sync';
import {
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionType,
} from '#shared/portfolio/portfolio-ledger.ts';
import { cellKey, isBlank, parseDate, positiveDecimalText } from '../cells.ts';
import { DEFUSED_FORMULA, FORMULA_TO_DEFUSE } from '../formula-cells.ts';
import { findHeader } from './header-spec.ts';
import type {
  AccountRef,
  BrokerFormat,
  CsvRecord,
  FileTransaction,
  LotSource,
  RowOutcome,
} from './format.ts';
import { lotsOfRow } from './tickerdeck-lots.ts';

// Tickerdeck's own ledger CSV (docs/import-export.md): what the export writes, the import reads
// back to the same transactions. RFC 4180 with CRLF and a UTF-8 BOM (Excel). Text cells that a
// spreadsheet would run as a formula get a leading "'" (OWASP CSV injection); the reader takes
// one off again. A text that already starts with "'" before such a character gets one more, so
// every text survives the trip.
//
// The first twelve columns are the original file's (a file of just those still imports, into the
// account the request chooses); the rest place each row in its account (docs/decisions/085): the
// account's name, kind and currency (so an import opens it when missing), the amounts' currency
// and the broker's rate, a transfer's receiving account, and when received shares were acquired;
// then a sale's lot method and the lots it names, by their buys' sources (docs/decisions/093).

export const LEGACY_COLUMNS = [
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

/** The columns before a sale's lots were written (still read). */
const PLACED_COLUMNS = [
  ...LEGACY_COLUMNS,
  'account',
  'account_kind',
  'account_currency',
  'currency',
  'fx_rate',
  'to_account',
  'to_account_kind',
  'to_account_currency',
  'acquired_on',
] as const;

export const TICKERDECK_COLUMNS = [...PLACED_COLUMNS, 'lot_method', 'lots'] as const;
type Column = (typeof TICKERDECK_COLUMNS)[number];

/**
 * A row as the export writes it: a transaction, its source, its accounts when known, and for a
 * sale naming its lots the source of each lot's buy (docs/decisions/093).
 */
export type ExportRow = Transaction & {
  source: string;
  account?: AccountRef | null;
  toAccount?: AccountRef | null;
  lotSources?: LotSource[] | null;
};

const escapeText = (text: string | null | undefined) =>
  text == null ? '' : FORMULA_TO_DEFUSE.test(text) ? `'${text}` : text;
const unescapeText = (text: string) => (DEFUSED_FORMULA.test(text) ? text.slice(1) : text);

export function writeTickerdeckCsv(rows: ExportRow[]): string {
  const records = rows.map((row) => [
    row.date,
    row.type,
    row.symbol ?? '',
    escapeText(row.name),
    row.quantity ?? '',
    row.price ?? '',
    row.fees ?? '',
    row.amount ?? '',
    row.ratio ? String(row.ratio.from) : '',
    row.ratio ? String(row.ratio.to) : '',
    escapeText(row.note),
    escapeText(row.source),
    escapeText(row.account?.name),
    row.account?.kind ?? '',
    row.account?.currency ?? '',
    row.currency,
    row.fxRate ?? '',
    escapeText(row.toAccount?.name),
    row.toAccount?.kind ?? '',
    row.toAccount?.currency ?? '',
    row.acquiredOn ?? '',
    row.lotMethod ?? '',
    row.lotSources?.length ? JSON.stringify(row.lotSources) : '',
  ]);
  return stringify([[...TICKERDECK_COLUMNS], ...records], {
    bom: true,
    record_delimiter: 'windows',
    // A lone CR or LF ends a record for many readers: such a field is quoted too.
    quoted_match: /[\r\n]/,
  });
}

type Read = (column: Column) => string;

const SYMBOL_KINDS: ReadonlySet<TransactionType> = new Set([
  'buy',
  'sell',
  'dividend',
  'fee',
  'tax',
  'split',
  'transfer-shares',
  'receive-shares',
]);

function decimalCell(read: Read, column: 'quantity' | 'price' | 'fees' | 'amount') {
  const value = positiveDecimalText(read(column));
  return value === null ? `${column} "${read(column)}" is not a positive number` : { value };
}

/** The row's kind-specific fields, or why they cannot be read. */
function fields(read: Read, type: TransactionType): Record<string, unknown> | string {
  if (type === 'split') {
    const from = Number(read('split_from'));
    const to = Number(read('split_to'));
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to < 1)
      return 'split_from and split_to must be whole numbers';
    return { ratio: { from, to } };
  }
  if (type === 'buy' || type === 'sell' || type === 'receive-shares') {
    const quantity = decimalCell(read, 'quantity');
    if (typeof quantity === 'string') return quantity;
    const price = decimalCell(read, 'price');
    if (typeof price === 'string') return price;
    const name = unescapeText(read('name')) || null;
    if (type === 'receive-shares') {
      const acquiredOn = read('acquired_on').trim() || null;
      return { name, quantity: quantity.value, price: price.value, acquiredOn };
    }
    let fees: string | null = null;
    if (read('fees').trim() !== '') {
      fees = positiveDecimalText(read('fees'));
      if (fees === null) return `fees "${read('fees')}" is not a number`;
    }
    const fxRate = read('fx_rate').trim() || null;
    const trade = { name, quantity: quantity.value, price: price.value, fees, fxRate };
    if (type === 'buy') return trade;
    const lots = lotsOfRow(read('lot_method'), read('lots'));
    return typeof lots === 'string' ? lots : { ...trade, ...lots };
  }
  if (type === 'transfer-shares') {
    const quantity = decimalCell(read, 'quantity');
    return typeof quantity === 'string' ? quantity : { quantity: quantity.value };
  }
  const amount = decimalCell(read, 'amount');
  return typeof amount === 'string' ? amount : { amount: amount.value };
}

/** The account named by `column` (with its kind and currency columns), if the row names one. */
function accountCell(read: Read, column: 'account' | 'to_account'): AccountRef | undefined {
  const name = unescapeText(read(column)).trim();
  if (name === '') return undefined;
  const kind = column === 'account' ? read('account_kind') : read('to_account_kind');
  const currency = column === 'account' ? read('account_currency') : read('to_account_currency');
  return { name, kind: kind.trim(), currency: currency.trim() };
}

function row(read: Read): RowOutcome {
  const type = read('type').trim().toLowerCase() as TransactionType;
  if (!TRANSACTION_TYPES.includes(type))
    return {
      kind: 'error',
      message: `type "${read('type')}" is not one of ${TRANSACTION_TYPES.join(', ')}`,
    };
  const date = parseDate(read('date'), 'YYYY-MM-DD');
  if (date === null || read('date').trim() !== date)
    return { kind: 'error', message: `date "${read('date')}" is not YYYY-MM-DD` };
  const symbol = read('symbol').trim().toUpperCase();
  if (SYMBOL_KINDS.has(type) && symbol === '') return { kind: 'error', message: 'symbol is empty' };
  const note = unescapeText(read('note')) || null;
  const result = fields(read, type);
  if (typeof result === 'string') return { kind: 'error', message: result };
  const currency = read('currency').trim();
  const toAccount = accountCell(read, 'to_account');
  const isTransfer = type === 'transfer-cash' || type === 'transfer-shares';
  if (isTransfer && !toAccount)
    return {
      kind: 'error',
      message: 'to_account is empty: a transfer names its receiving account',
    };
  const account = accountCell(read, 'account');
  // The schema checks each kind's fields (a currency we cannot convert is an error on its line).
  const transaction = {
    type,
    date,
    note,
    ...(SYMBOL_KINDS.has(type) ? { symbol } : {}),
    ...(currency ? { currency } : {}),
    ...result,
  } as FileTransaction;
  const source = unescapeText(read('source'));
  const { lotSources, ...fileTransaction } = transaction as FileTransaction & {
    lotSources?: LotSource[];
  };
  return {
    kind: 'transaction',
    transaction: fileTransaction as FileTransaction,
    ...(lotSources ? { lotSources } : {}),
    ...(source ? { sourceId: source } : {}),
    ...(account ? { account } : {}),
    ...(isTransfer && toAccount ? { toAccount } : {}),
  };
}

/**
 * The header's columns in the file's order, or null when the record is not our header (old or
 * current): exactly our columns, in any order.
 */
function headerOf(cells: readonly string[]): readonly Column[] | null {
  const keys = cells.map(cellKey);
  for (const columns of [TICKERDECK_COLUMNS, PLACED_COLUMNS, LEGACY_COLUMNS]) {
    if (keys.length === columns.length && columns.every((name) => keys.includes(name)))
      return keys as Column[];
  }
  return null;
}

const isHeader = (cells: readonly string[]) => headerOf(cells) !== null;

export const tickerdeckFormat: BrokerFormat = {
  id: 'tickerdeck',
  broker: 'Tickerdeck',
  label: 'Tickerdeck ledger export',
  detect: (records) => findHeader(records, isHeader) >= 0,
  parse: (records: readonly CsvRecord[]) => {
    let columns: readonly Column[] = TICKERDECK_COLUMNS;
    // A title above the header is structure; without a header, rows are read in our order.
    const headerAt = findHeader(records, isHeader);
    return records.map(({ cells }, at): RowOutcome => {
      const header = headerOf(cells);
      if (header) columns = header;
      if (isBlank(cells) || header || at < headerAt) return { kind: 'structure' };
      const index = new Map(columns.map((name, at) => [name, at]));
      return row((column) => {
        const at = index.get(column);
        return at === undefined ? '' : (cells[at] ?? '');
      });
    });
  },
};
