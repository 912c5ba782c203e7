import type { Decimal } from 'decimal.js';
import { decimalText, parseAnyNumber, parseDate } from '../cells.ts';
import { rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import { accountCashOutcome, cashOutcome } from './row-outcomes.ts';

// Revolut's trading account statement: one header, one row per event, ISO-8601 UTC timestamps,
// amounts with a currency sign ('$52.07', '-$30.93', '€50'), sells positive (the type gives the
// side) and now and then a decimal comma ('0,76672417'). The file has no transaction id.
// Each row is in its own currency, its cash too (a top-up into US shares is written in dollars):
// 'FX Rate' (units of the row's currency for one unit of the user's base currency) is a
// reporting rate, not a conversion of the trade's money, so it is not kept as the trade's rate,
// which would settle the trade in the account's currency (docs/import-export.md).

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
  [/^transfer from/i, 'Transfer between Revolut companies: the holding is unchanged'],
  [/^stock split/i, 'Stock split: the file gives the added shares, not the ratio; add it by hand'],
];

/** The account's own cash, each its ledger kind. */
const CASH: Array<[RegExp, 'deposit' | 'withdrawal' | 'interest' | 'account-fee']> = [
  [/^cash top-?up/i, 'deposit'],
  [/^cash withdrawal/i, 'withdrawal'],
  [/interest/i, 'interest'],
  [/fee/i, 'account-fee'],
];

type Read = (name: string) => string | undefined;

const amountText = (value: Decimal | null) => (value === null ? undefined : decimalText(value));

function row(read: Read): RowOutcome {
  const type = (read('Type') ?? '').trim();
  const trade = /^(buy|sell)\b/i.exec(type);
  const dividend = /^dividend$/i.test(type);
  const tax = /^dividend tax/i.test(type);
  const currency = (read('Currency') ?? '').trim();
  const cash = CASH.find(([pattern]) => pattern.test(type))?.[1];
  if (cash && !tax) {
    const amount = amountText(parseAnyNumber(read('Total Amount')));
    return accountCashOutcome(cash, { date: read('Date'), amount, currency }, ['YYYY-MM-DD']);
  }
  if (!trade && !dividend && !tax) {
    const reason = SKIPS.find(([pattern]) => pattern.test(type))?.[1];
    return { kind: 'skipped', reason: reason ?? `Unknown type "${type}": not imported` };
  }
  const date = parseDate(read('Date'), 'YYYY-MM-DD');
  if (date === null)
    return { kind: 'error', message: `Date "${read('Date') ?? ''}" is not a date` };
  const symbol = (read('Ticker') ?? '').trim();
  if (symbol === '') return { kind: 'error', message: 'The Ticker cell is empty' };
  const stated = rowCurrency(currency);
  if (!stated.ok) return { kind: 'skipped', reason: stated.reason };
  if (dividend || tax) {
    const amount = parseAnyNumber(read('Total Amount'));
    if (amount === null || amount.isZero() || (dividend && amount.lt(0)))
      return {
        kind: 'error',
        message: `Total Amount "${read('Total Amount') ?? ''}" is not a positive amount`,
      };
    const cells = { symbol, date, amount: amountText(amount), currency };
    return cashOutcome(dividend ? 'dividend' : 'tax', cells, ['YYYY-MM-DD']);
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
      price: decimalText(price.dividedBy(stated.perUnit)),
      currency: stated.code,
    },
  };
}

const spec = {
  id: 'revolut-trading',
  broker: 'Revolut',
  label: 'Trading account statement (CSV)',
  columns: COLUMNS,
};
export const revolutFormats: BrokerFormat[] = [oneTableFormat({ ...spec, row })];
