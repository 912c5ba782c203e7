import { decimalText, otherCurrency, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';

// Revolut's trading account statement: one header, one row per event, ISO-8601 UTC timestamps,
// amounts with a currency sign ('$52.07', '-$30.93', '€50'), sells positive (the type gives the
// side) and now and then a decimal comma ('0,76672417'). The file has no transaction id.

const COLUMNS = [
  'Date',
  'Ticker',
  'Type',
  'Quantity',
  'Price per share',
  'Total Amount',
  'Currency',
];

const SKIPS: Array<[RegExp, string]> = [
  [/^cash top-?up/i, 'Deposit: cash movements are not tracked'],
  [/^cash withdrawal/i, 'Withdrawal: cash movements are not tracked'],
  [/fee/i, 'Account fee: fees without a symbol are not tracked'],
  [/^transfer from/i, 'Transfer between Revolut companies: the holding is unchanged'],
  [/^stock split/i, 'Stock split: the file gives the added shares, not the ratio; add it by hand'],
  [/tax/i, 'Withholding tax: not tracked'],
  [/interest/i, 'Interest: cash interest is not tracked'],
];

function row(read: (name: string) => string | undefined): RowOutcome {
  const type = (read('Type') ?? '').trim();
  const trade = /^(buy|sell)\b/i.exec(type);
  const dividend = /^dividend$/i.test(type);
  if (!trade && !dividend) {
    const reason = SKIPS.find(([pattern]) => pattern.test(type))?.[1];
    return { kind: 'skipped', reason: reason ?? `Unknown type "${type}": not imported` };
  }
  const date = parseDate(read('Date'), 'YYYY-MM-DD');
  if (date === null)
    return { kind: 'error', message: `Date "${read('Date') ?? ''}" is not a date` };
  const symbol = (read('Ticker') ?? '').trim();
  if (symbol === '') return { kind: 'error', message: 'The Ticker cell is empty' };
  const currency = (read('Currency') ?? '').trim().toUpperCase();
  if (currency !== 'USD') return { kind: 'skipped', reason: otherCurrency(currency || '?') };
  if (dividend) {
    const amount = parseAnyNumber(read('Total Amount'));
    if (amount === null || amount.lte(0))
      return {
        kind: 'error',
        message: `Total Amount "${read('Total Amount') ?? ''}" is not a positive amount`,
      };
    return {
      kind: 'transaction',
      transaction: { type: 'dividend', symbol, date, amount: decimalText(amount) },
    };
  }
  const quantity = parseAnyNumber(read('Quantity'));
  const price = parseAnyNumber(read('Price per share'));
  if (quantity === null || quantity.isZero())
    return { kind: 'error', message: `Quantity "${read('Quantity') ?? ''}" is not a number` };
  if (price === null || price.isZero())
    return {
      kind: 'error',
      message: `Price per share "${read('Price per share') ?? ''}" is not a number`,
    };
  const side = (trade?.[1] ?? '').toLowerCase() === 'buy' ? 'buy' : 'sell';
  return {
    kind: 'transaction',
    transaction: {
      type: side,
      symbol,
      date,
      quantity: decimalText(quantity),
      price: decimalText(price),
    },
  };
}

export const revolutFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'revolut-trading',
    broker: 'Revolut',
    label: 'Trading account statement (CSV)',
    columns: COLUMNS,
    row,
  }),
];
