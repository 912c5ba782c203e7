import type { Decimal } from 'decimal.js';
import { decimal, sum } from '#shared/platform/money.ts';
import {
  cellKey,
  decimalText,
  headerIndex,
  isBlank,
  otherCurrency,
  parseDate,
  parseNumber,
} from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';

// Trading 212's history export: one header, one row per event. Columns moved between versions
// (the account currency inside names in 2020: 'Total (GBP)'; 'Notes','ID' after 'Name' since
// 2025), so cells are read by name. Some files carry rows in the newer order under the older
// header; such a row is read with 'Notes','ID' moved after 'Name'. A trade counts when its
// share price is in USD; fees join it only when they were charged in USD.

const FEES = [
  'Transaction fee',
  'Finra fee',
  'Stamp duty reserve tax',
  'French transaction tax',
  'Currency conversion fee',
];

const SKIPS: Array<[RegExp, string]> = [
  [/^deposit/i, 'Deposit: cash movements are not tracked'],
  [/^withdrawal/i, 'Withdrawal: cash movements are not tracked'],
  [/interest/i, 'Interest: cash interest is not tracked'],
  [/^currency conversion/i, 'FX conversion: currency exchanges are not tracked'],
  [/^transfer (in|out)/i, 'Transfer: moves between accounts are not tracked'],
  [/^card |cashback/i, 'Card payment: cash movements are not tracked'],
  [/^stock distribution/i, 'Stock distribution: the file gives no cost; add it by hand'],
  [/^stock split/i, 'Stock split: the file gives share counts, not the ratio; add it by hand'],
  [/^dividend adjustment/i, 'Dividend adjustment: not tracked'],
];

type Read = (name: string) => string | undefined;
type Columns = ReturnType<typeof headerIndex>;

/** What a header tells once for all its rows (a 100,000-row file reads it once, not per row). */
interface Layout {
  columns: Columns;
  /** The header with 'Notes','ID' moved after 'Name', when they sit elsewhere. */
  moved: Columns | null;
  name: number;
  /** A money column's full name when the account currency is inside it: 'Total (GBP)'. */
  named: Map<string, string>;
}

function layoutOf(header: readonly string[]): Layout {
  const keys = header.map(cellKey);
  const name = keys.indexOf('name');
  const notes = keys.indexOf('notes');
  const id = keys.indexOf('id');
  let moved: Columns | null = null;
  if (name >= 0 && notes > name + 1 && id === notes + 1) {
    const order = [...header];
    order.splice(notes, 2);
    order.splice(name + 1, 0, header[notes] ?? '', header[id] ?? '');
    moved = headerIndex(order);
  }
  const named = new Map<string, string>();
  for (const money of [...FEES, 'Total', 'Withholding tax']) {
    const full = header.find((cell) => cellKey(cell).startsWith(`${cellKey(money)} (`));
    if (full !== undefined) named.set(money, full);
  }
  return { columns: headerIndex(header), moved, name, named };
}

/** The header's own reader, or the moved one for a row written in the newer column order. */
function readerFor(layout: Layout, cells: readonly string[]): Read {
  const { name, moved } = layout;
  const shifted =
    moved !== null &&
    parseNumber(cells[name + 1]) === null &&
    /^[A-Za-z0-9-]{6,}$/.test(cells[name + 2] ?? '') &&
    parseNumber(cells[name + 3]) !== null;
  const columns = shifted ? moved : layout.columns;
  return (column) => columns.cell(cells, column);
}

/** A money column's currency: its 'Currency (X)' column, or the code in its name 'Total (GBP)'. */
function money(read: Read, layout: Layout, name: string) {
  const named = layout.named.get(name);
  const value = read(name) ?? (named === undefined ? undefined : read(named));
  const currency = read(`Currency (${name})`) ?? /\(([A-Z]{3})\)/.exec(named ?? '')?.[1];
  return { amount: parseNumber(value), currency: (currency ?? '').trim().toUpperCase() };
}

function usdFees(read: Read, layout: Layout) {
  const usd: Decimal[] = [];
  const left: string[] = [];
  for (const name of FEES) {
    const { amount, currency } = money(read, layout, name);
    if (amount === null || amount.isZero()) continue;
    if (currency === 'USD') usd.push(amount.abs());
    else left.push(`${name} ${decimalText(amount)} ${currency || '(no currency)'}`);
  }
  return {
    fees: usd.length ? decimalText(sum(usd)) : null,
    note: left.length ? `Not in USD, left out: ${left.join('; ')}` : null,
  };
}

function row(layout: Layout, cells: readonly string[]): RowOutcome {
  const read = readerFor(layout, cells);
  const action = (read('Action') ?? '').trim();
  const skip = SKIPS.find(([pattern]) => pattern.test(action));
  if (skip) return { kind: 'skipped', reason: skip[1] };
  const trade = /^(market|limit|stop|stop limit) (buy|sell)$/i.exec(action);
  const dividend = /^dividend\b/i.test(action);
  if (!trade && !dividend)
    return { kind: 'skipped', reason: `Unknown action "${action}": not imported` };
  const time = read('Time') ?? read('Time (UTC)');
  const date = parseDate(time, 'YYYY-MM-DD');
  if (date === null) return { kind: 'error', message: `Time "${time ?? ''}" is not a date` };
  const symbol = (read('Ticker') ?? '').trim();
  if (symbol === '') return { kind: 'error', message: 'The Ticker cell is empty' };
  const currency = (read('Currency (Price / share)') ?? '').trim().toUpperCase();
  if (currency !== 'USD') return { kind: 'skipped', reason: otherCurrency(currency || '?') };
  const quantity = parseNumber(read('No. of shares'));
  const price = parseNumber(read('Price / share'));
  if (quantity === null || quantity.isZero())
    return {
      kind: 'error',
      message: `No. of shares "${read('No. of shares') ?? ''}" is not a number`,
    };
  if (price === null)
    return {
      kind: 'error',
      message: `Price / share "${read('Price / share') ?? ''}" is not a number`,
    };
  const sourceId = (read('ID') ?? '').trim() || undefined;
  if (trade) {
    const { fees, note } = usdFees(read, layout);
    const type = cellKey(trade[2]) === 'buy' ? 'buy' : 'sell';
    const name = (read('Name') ?? '').trim() || null;
    const transaction = {
      type,
      symbol,
      name,
      date,
      quantity: decimalText(quantity),
      price: decimalText(price),
      fees,
      note,
    } as const;
    return { kind: 'transaction', transaction, sourceId };
  }
  // A dividend's 'Price / share' is the dividend per share in USD; 'Total' is in the account's
  // currency, so a USD amount comes from the shares unless the account itself is in dollars.
  const total = money(read, layout, 'Total');
  const tax = money(read, layout, 'Withholding tax');
  const computed = quantity
    .times(price)
    .minus(tax.currency === 'USD' && tax.amount ? tax.amount.abs() : decimal(0));
  const amount = total.currency === 'USD' && total.amount !== null ? total.amount : computed;
  if (amount.lte(0)) return { kind: 'error', message: 'The dividend comes to nothing in USD' };
  const note =
    total.currency === 'USD'
      ? null
      : `Shares × dividend per share, less USD withholding; paid as ${decimalText(total.amount ?? decimal(0))} ${total.currency}`;
  return {
    kind: 'transaction',
    transaction: { type: 'dividend', symbol, date, amount: decimalText(amount), note },
    sourceId,
  };
}

const isHeader = headerRule({
  required: ['Action', 'Ticker', 'No. of shares', 'Price / share', ['Time', 'Time (UTC)']],
});

export const trading212Formats: BrokerFormat[] = [
  {
    id: 'trading212-history',
    broker: 'Trading 212',
    label: 'History export (CSV)',
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse: (records: readonly CsvRecord[]) => {
      const headerAt = findHeader(records, isHeader);
      const layout = layoutOf(records[headerAt]?.cells ?? []);
      return records.map(({ cells }, index): RowOutcome =>
        index <= headerAt || isBlank(cells) ? { kind: 'structure' } : row(layout, cells),
      );
    },
  },
];
