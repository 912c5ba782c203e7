import { NOTE_MAX_LENGTH, type ImportableType } from '#shared/portfolio/portfolio-ledger.ts';
import type { ImportMapping } from '#shared/portfolio/portfolio-import.ts';
import { cellKey, decimalText, isBlank, parseDate, parseNumber } from '../cells.ts';
import { majorText, rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';

// A generic CSV read through the user's column mapping: the header is the first record
// that holds every mapped column name, so title lines above it are fine; each row below it
// becomes one transaction, or an error that names the cell it could not read.

const WORDS: Record<string, ImportableType> = {
  buy: 'buy',
  bought: 'buy',
  purchase: 'buy',
  kauf: 'buy',
  achat: 'buy',
  sell: 'sell',
  sold: 'sell',
  sale: 'sell',
  verkauf: 'sell',
  vente: 'sell',
  dividend: 'dividend',
  div: 'dividend',
  'cash dividend': 'dividend',
  split: 'split',
  'stock split': 'split',
  fee: 'fee',
  fees: 'fee',
  commission: 'fee',
};

type Columns = ImportMapping['columns'];

function findHeader(records: readonly CsvRecord[], columns: Columns, limit = records.length) {
  const wanted = Object.values(columns)
    .filter((name): name is string => name !== undefined)
    .map(cellKey);
  return records.slice(0, limit).findIndex(({ cells }) => {
    const keys = new Set(cells.map(cellKey));
    return wanted.every((name) => keys.has(name));
  });
}

function typeOf(text: string, mapping: ImportMapping): ImportableType | null {
  const key = cellKey(text);
  const own = Object.entries(mapping.typeValues ?? {}).find(([word]) => cellKey(word) === key);
  return own?.[1] ?? WORDS[key] ?? null;
}

function row(
  mapping: ImportMapping,
  read: (column: keyof Columns) => string | undefined,
): RowOutcome {
  const number = (column: keyof Columns) => parseNumber(read(column), mapping.decimalSeparator);
  const date = parseDate(read('date'), mapping.dateOrder);
  if (date === null)
    return {
      kind: 'error',
      message: `Date "${read('date') ?? ''}" is not a ${mapping.dateOrder} date`,
    };
  const symbol = (read('symbol') ?? '').trim().toUpperCase();
  if (symbol === '') return { kind: 'error', message: 'The symbol cell is empty' };
  // The row's currency when the mapping has the column (pence become pounds), else USD.
  const currencyCell = (read('currency') ?? '').trim();
  const stated = currencyCell === '' ? null : rowCurrency(currencyCell);
  if (stated && !stated.ok) return { kind: 'skipped', reason: stated.reason };
  const unit = stated ?? { perUnit: 1 as const };
  const inCurrency = stated ? { currency: stated.code } : {};
  const quantity = number('quantity');
  let type: ImportableType | null = quantity?.isNegative() ? 'sell' : 'buy';
  if (mapping.columns.type !== undefined) {
    type = typeOf(read('type') ?? '', mapping);
    if (type === null)
      return {
        kind: 'error',
        message: `Type "${read('type') ?? ''}" is not a known word: map it to buy, sell, dividend, split or fee`,
      };
  }
  const noteText = (read('note') ?? '').trim();
  const note = noteText === '' ? null : noteText.slice(0, NOTE_MAX_LENGTH);
  if (type === 'split')
    return {
      kind: 'error',
      message:
        'A split needs its ratio, which the mapping has no column for: add this split by hand',
    };
  if (type === 'dividend' || type === 'fee') {
    const amount = number('amount');
    if (amount === null || amount.isZero())
      return { kind: 'error', message: `Amount "${read('amount') ?? ''}" is not a number` };
    return {
      kind: 'transaction',
      transaction: { type, symbol, date, amount: majorText(amount, unit), note, ...inCurrency },
    };
  }
  if (quantity === null || quantity.isZero())
    return { kind: 'error', message: `Quantity "${read('quantity') ?? ''}" is not a number` };
  const amount = number('amount');
  // Without a price column, the price is the trade's total over its shares.
  const price =
    mapping.columns.price !== undefined
      ? number('price')
      : (amount?.abs().dividedBy(quantity.abs()) ?? null);
  if (price === null)
    return { kind: 'error', message: `Price "${read('price') ?? ''}" is not a number` };
  const fees = number('fees');
  if (fees === null && (read('fees') ?? '').trim() !== '')
    return { kind: 'error', message: `Fees "${read('fees') ?? ''}" is not a number` };
  return {
    kind: 'transaction',
    transaction: {
      type,
      symbol,
      date,
      quantity: decimalText(quantity),
      price: majorText(price, unit),
      fees: fees && majorText(fees, unit),
      note,
      ...inCurrency,
    },
  };
}

export function createMappedFormat(mapping: ImportMapping, name?: string): BrokerFormat {
  return {
    id: 'mapped',
    broker: 'Your mapping',
    label: name ?? 'Column mapping',
    detect: (records) => findHeader(records, mapping.columns, 20) >= 0,
    parse: (records) => {
      const headerAt = findHeader(records, mapping.columns);
      const header = (records[headerAt]?.cells ?? []).map(cellKey);
      // Each mapped column's position, found once for the whole file.
      const at = new Map(
        Object.entries(mapping.columns)
          .filter(([, name]) => name !== undefined)
          .map(([column, name]) => [column, header.indexOf(cellKey(name))]),
      );
      return records.map(({ cells }, index): RowOutcome => {
        if (index <= headerAt || isBlank(cells)) return { kind: 'structure' };
        if (headerAt < 0)
          return { kind: 'error', message: 'No header row holds all the mapped columns' };
        return row(mapping, (column) => {
          const position = at.get(column);
          return position === undefined ? undefined : cells[position];
        });
      });
    },
  };
}

const GUESSES: Record<keyof Columns, string[]> = {
  date: ['date', 'trade date', 'transaction date', 'run date', 'activity date', 'time', 'datum'],
  symbol: ['symbol', 'ticker', 'instrument', 'stock'],
  type: ['action', 'type', 'side', 'transaction type', 'activity', 'activity type'],
  quantity: ['quantity', 'shares', 'qty', 'units', 'no. of shares', 'quantity #'],
  price: ['price', 'price per share', 'share price', 'unit price', 'price / share', 'price $'],
  fees: ['fees', 'fee', 'commission', 'commissions', 'fees & comm'],
  amount: ['amount', 'total', 'total amount', 'net amount', 'amount $'],
  currency: ['currency', 'ccy'],
  note: ['note', 'notes', 'description', 'memo', 'comment'],
};

/** Columns guessed from common header names ('Trade Date', 'Ticker', 'Qty', 'Price ($)'). */
export function suggestMapping(header: string[]): Partial<Columns> {
  const keys = header.map((cell) => cellKey(cell).replace(/\s*\((\$|usd)\)$/, ''));
  const used = new Set<number>();
  const suggestion: Partial<Columns> = {};
  for (const [column, names] of Object.entries(GUESSES) as Array<[keyof Columns, string[]]>) {
    const index = names
      .map((name) => keys.findIndex((key, at) => key === name && !used.has(at)))
      .find((at) => at >= 0);
    if (index === undefined) continue;
    used.add(index);
    suggestion[column] = header[index]?.trim();
  }
  return suggestion;
}
