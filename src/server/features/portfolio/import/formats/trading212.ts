import type { Decimal } from 'decimal.js';
import { decimal, sum } from '#shared/platform/money.ts';
import { cellKey, decimalText, headerIndex, isBlank, parseDate, parseNumber } from '../cells.ts';
import {
  inMajorUnit,
  invertedRate,
  majorText,
  rowCurrency,
  type RowCurrency,
} from '../row-currency.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';
import { accountCashOutcome, REASONS } from './row-outcomes.ts';

// Trading 212's history export: one header, one row per event. Columns moved between versions
// (the account currency inside names in 2020: 'Total (GBP)'; 'Notes','ID' after 'Name' since
// 2025), so cells are read by name. Some files carry rows in the newer order under the older
// header; such a row is read with 'Notes','ID' moved after 'Name'. A trade keeps its share
// price's currency (pence become pounds) and the broker's exchange rate into the account's
// currency; deposits, withdrawals and interest are the account's cash in its currency.

const FEES = [
  'Transaction fee',
  'Finra fee',
  'Stamp duty reserve tax',
  'French transaction tax',
  'Currency conversion fee',
];

const SKIPS: Array<[RegExp, string]> = [
  [/^currency conversion/i, REASONS.fxConversion],
  [/^transfer (in|out)/i, 'Transfer: moves between accounts are not tracked'],
  [/^card |cashback/i, 'Card payment: cash movements are not tracked'],
  [/^stock distribution/i, 'Stock distribution: the file gives no cost; add it by hand'],
  [/^stock split/i, 'Stock split: the file gives share counts, not the ratio; add it by hand'],
  [/^dividend adjustment/i, 'Dividend adjustment: not tracked'],
];

/** The account's own cash rows, each its ledger kind. */
const CASH: Array<[RegExp, 'deposit' | 'withdrawal' | 'interest']> = [
  [/^deposit/i, 'deposit'],
  [/^withdrawal/i, 'withdrawal'],
  [/interest/i, 'interest'],
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

/** The account's currency: 'Currency (Total)', 'Currency (Result)', or the one in 'Total (GBP)'. */
function accountCurrency(read: Read, layout: Layout): string {
  const total = money(read, layout, 'Total').currency;
  return total || (read('Currency (Result)') ?? '').trim().toUpperCase();
}

type TradeCurrency = Extract<RowCurrency, { ok: true }>;

/**
 * A trade's fees in its own currency: those charged in it as they are, those charged in the
 * account's currency at the broker's rate (`rate`: trade units per account unit, as the file
 * writes it); any other is left out and named in the note.
 */
function tradeFees(
  read: Read,
  layout: Layout,
  trade: TradeCurrency,
  account: string,
  rate: Decimal | null,
) {
  const kept: Decimal[] = [];
  const left: string[] = [];
  for (const name of FEES) {
    const { amount, currency } = money(read, layout, name);
    if (amount === null || amount.isZero()) continue;
    const charged = rowCurrency(currency);
    if (charged.ok && charged.code === trade.code) kept.push(inMajorUnit(amount.abs(), charged));
    else if (charged.ok && charged.code === account && rate !== null && rate.gt(0)) {
      kept.push(inMajorUnit(amount.abs().times(rate), trade));
    } else left.push(`${name} ${decimalText(amount)} ${currency || '(no currency)'}`);
  }
  return {
    fees: kept.length ? decimalText(sum(kept)) : null,
    note: left.length ? `Left out, in another currency: ${left.join('; ')}` : null,
  };
}

function cashRow(read: Read, layout: Layout, type: 'deposit' | 'withdrawal' | 'interest') {
  const total = money(read, layout, 'Total');
  return accountCashOutcome(
    type,
    {
      date: read('Time') ?? read('Time (UTC)'),
      amount: total.amount?.toFixed(),
      currency: total.currency,
      sourceId: read('ID'),
    },
    ['YYYY-MM-DD'],
  );
}

function dividendRow(
  read: Read,
  layout: Layout,
  head: { symbol: string; date: string; quantity: Decimal; price: Decimal; sourceId?: string },
  currency: TradeCurrency,
): RowOutcome {
  // 'Price / share' is the dividend per share in the security's currency; 'Total' is what the
  // account was paid, in its own currency, after the withholding tax: that is the dividend.
  const gross = inMajorUnit(head.quantity.times(head.price), currency);
  const tax = money(read, layout, 'Withholding tax');
  const taxText =
    tax.amount && !tax.amount.isZero()
      ? `, ${decimalText(tax.amount)} ${tax.currency} withheld`
      : '';
  const total = money(read, layout, 'Total');
  const paid = rowCurrency(total.currency);
  const sameTax = tax.currency === currency.code && tax.amount ? tax.amount.abs() : decimal(0);
  const [amount, code] =
    paid.ok && total.amount !== null && !total.amount.isZero()
      ? [inMajorUnit(total.amount.abs(), paid), paid.code]
      : [gross.minus(sameTax), currency.code];
  if (amount.lte(0)) return { kind: 'error', message: 'The dividend comes to nothing' };
  const note = `${decimalText(gross)} ${currency.code} before tax (${decimalText(head.quantity)} × ${decimalText(inMajorUnit(head.price, currency))})${taxText}`;
  return {
    kind: 'transaction',
    transaction: {
      type: 'dividend',
      symbol: head.symbol,
      date: head.date,
      amount: decimalText(amount),
      currency: code,
      note,
    },
    ...(head.sourceId ? { sourceId: head.sourceId } : {}),
  };
}

function row(layout: Layout, cells: readonly string[]): RowOutcome {
  const read = readerFor(layout, cells);
  const action = (read('Action') ?? '').trim();
  const skip = SKIPS.find(([pattern]) => pattern.test(action));
  if (skip) return { kind: 'skipped', reason: skip[1] };
  const cash = CASH.find(([pattern]) => pattern.test(action));
  if (cash) return cashRow(read, layout, cash[1]);
  const trade = /^(market|limit|stop|stop limit) (buy|sell)$/i.exec(action);
  const dividend = /^dividend\b/i.test(action);
  if (!trade && !dividend)
    return { kind: 'skipped', reason: `Unknown action "${action}": not imported` };
  const time = read('Time') ?? read('Time (UTC)');
  const date = parseDate(time, 'YYYY-MM-DD');
  if (date === null) return { kind: 'error', message: `Time "${time ?? ''}" is not a date` };
  const symbol = (read('Ticker') ?? '').trim();
  if (symbol === '') return { kind: 'error', message: 'The Ticker cell is empty' };
  const currency = rowCurrency(read('Currency (Price / share)'));
  if (!currency.ok) return { kind: 'skipped', reason: currency.reason };
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
  if (!trade) {
    const head = { symbol, date, quantity: quantity.abs(), price: price.abs() };
    return dividendRow(read, layout, sourceId ? { ...head, sourceId } : head, currency);
  }
  // 'Exchange rate' is the trade's currency per unit of the account's (pence per pound: 100).
  const account = accountCurrency(read, layout);
  const rate = account && account !== currency.code ? parseNumber(read('Exchange rate')) : null;
  const fxRate = invertedRate(rate, currency);
  const { fees, note } = tradeFees(read, layout, currency, account, rate);
  const type = cellKey(trade[2]) === 'buy' ? 'buy' : 'sell';
  const name = (read('Name') ?? '').trim() || null;
  const transaction = {
    type,
    symbol,
    name,
    date,
    quantity: decimalText(quantity),
    price: majorText(price, currency),
    fees,
    note,
    currency: currency.code,
    ...(fxRate ? { fxRate } : {}),
  } as const;
  return { kind: 'transaction', transaction, sourceId, ...(fxRate ? { fxInto: account } : {}) };
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
