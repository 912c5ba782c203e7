import { decimalText, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import { accountCashOutcome } from './row-outcomes.ts';

// eToro's account statement, 'Account Activity' sheet saved as CSV. Details names the
// instrument as 'NKE/USD'; Amount is the money put in on open and taken out on close (so the
// price is Amount / Units); numbers switch locale inside one column (' 1 757,95 ', '(0,10)',
// '11,316.06 '); '-' is empty. Open and close rows share the Position ID, so the source id says
// which event it is.

const COLUMNS = ['Date', 'Type', 'Details', 'Amount', 'Units', 'Position ID'];

const SKIPS: Array<[RegExp, string]> = [
  [/^overnight/i, 'Overnight fee: CFD financing is not tracked'],
];

/** The account's own cash (always in dollars), each its ledger kind. */
const CASH: Array<[RegExp, 'deposit' | 'withdrawal' | 'interest' | 'account-fee']> = [
  [/^deposit/i, 'deposit'],
  [/^withdraw(al)? request/i, 'withdrawal'],
  [/^withdraw/i, 'account-fee'],
  [/interest/i, 'interest'],
];

type Read = (name: string) => string | undefined;

const instrument = (details: string) => /^([A-Z0-9.-]+)\/([A-Z]{3})$/i.exec(details.trim());

function row(read: Read): RowOutcome {
  const type = (read('Type') ?? '').trim();
  const skip = SKIPS.find(([pattern]) => pattern.test(type));
  if (skip) return { kind: 'skipped', reason: skip[1] };
  const cash = CASH.find(([pattern]) => pattern.test(type))?.[1];
  if (cash) {
    const amount = parseAnyNumber(read('Amount'));
    const cells = { date: read('Date'), amount: amount?.toFixed(), currency: 'USD' };
    return accountCashOutcome(cash, cells, ['DD/MM/YYYY']);
  }
  const kind = /^open position$/i.test(type)
    ? 'buy'
    : /^position closed$/i.test(type)
      ? 'sell'
      : /^dividend$/i.test(type)
        ? 'dividend'
        : /^sdrt$/i.test(type)
          ? 'fee'
          : null;
  if (kind === null) return { kind: 'skipped', reason: `Unknown type "${type}": not imported` };
  const asset = (read('Asset type') ?? '').trim();
  if (/^cfd$/i.test(asset))
    return { kind: 'skipped', reason: 'CFD: contracts for difference are not holdings' };
  if (/^crypto/i.test(asset))
    return { kind: 'skipped', reason: 'Crypto: only stocks and funds are tracked' };
  const date = parseDate(read('Date'), 'DD/MM/YYYY');
  if (date === null)
    return { kind: 'error', message: `Date "${read('Date') ?? ''}" is not a DD/MM/YYYY date` };
  const pair = instrument(read('Details') ?? '');
  if (!pair)
    return {
      kind: 'error',
      message: `Details "${read('Details') ?? ''}" is not an instrument like NKE/USD`,
    };
  const [, symbol = '', currency = ''] = pair;
  const amount = parseAnyNumber(read('Amount'));
  if (amount === null || amount.isZero())
    return { kind: 'error', message: `Amount "${read('Amount') ?? ''}" is not a number` };
  const position = (read('Position ID') ?? '').trim();
  const id = position === '' || position === '-' ? undefined : position;
  if (kind === 'dividend' || kind === 'fee') {
    if (kind === 'dividend' && amount.lt(0))
      return { kind: 'skipped', reason: 'Dividend charge on a short position: not tracked' };
    const sourceId = id && `${kind}-${id}-${date}`;
    // Paid into the account in dollars whatever the instrument's currency.
    return {
      kind: 'transaction',
      transaction: { type: kind, symbol, date, amount: decimalText(amount), currency: 'USD' },
      sourceId,
    };
  }
  // A trade's Amount is in the account's dollars: an instrument priced in another currency
  // has no price in its own currency in the file.
  if (currency.toUpperCase() !== 'USD') {
    return {
      kind: 'skipped',
      reason: `${symbol}/${currency.toUpperCase()}: eToro gives the amount in US dollars, not the ${currency.toUpperCase()} price; add this trade by hand`,
    };
  }
  const units = parseAnyNumber(read('Units'));
  if (units === null || units.isZero())
    return { kind: 'error', message: `Units "${read('Units') ?? ''}" is not a number` };
  const price = amount.abs().dividedBy(units.abs());
  const sourceId = id && `${kind === 'buy' ? 'open' : 'close'}-${id}`;
  return {
    kind: 'transaction',
    transaction: {
      type: kind,
      symbol,
      date,
      quantity: decimalText(units),
      price: decimalText(price),
      currency: 'USD',
    },
    sourceId,
  };
}

export const etoroFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'etoro-account',
    broker: 'eToro',
    label: 'Account statement, Account Activity (CSV)',
    columns: COLUMNS,
    row,
  }),
];
