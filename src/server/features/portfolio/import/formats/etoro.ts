import { decimalText, otherCurrency, parseAnyNumber, parseDate } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';

// eToro's account statement, 'Account Activity' sheet saved as CSV. Details names the
// instrument as 'NKE/USD'; Amount is the money put in on open and taken out on close (so the
// price is Amount / Units); numbers switch locale inside one column (' 1 757,95 ', '(0,10)',
// '11,316.06 '); '-' is empty. Open and close rows share the Position ID, so the source id says
// which event it is.

const COLUMNS = ['Date', 'Type', 'Details', 'Amount', 'Units', 'Position ID'];

const SKIPS: Array<[RegExp, string]> = [
  [/^deposit/i, 'Deposit: cash movements are not tracked'],
  [/^withdraw(al)? request/i, 'Withdrawal: cash movements are not tracked'],
  [/^withdraw/i, 'Withdrawal fee: fees without a symbol are not tracked'],
  [/interest/i, 'Interest: cash interest is not tracked'],
  [/^overnight/i, 'Overnight fee: CFD financing is not tracked'],
];

type Read = (name: string) => string | undefined;

const instrument = (details: string) => /^([A-Z0-9.-]+)\/([A-Z]{3})$/i.exec(details.trim());

function row(read: Read): RowOutcome {
  const type = (read('Type') ?? '').trim();
  const skip = SKIPS.find(([pattern]) => pattern.test(type));
  if (skip) return { kind: 'skipped', reason: skip[1] };
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
  if (currency.toUpperCase() !== 'USD') return { kind: 'skipped', reason: otherCurrency(currency) };
  const amount = parseAnyNumber(read('Amount'));
  if (amount === null || amount.isZero())
    return { kind: 'error', message: `Amount "${read('Amount') ?? ''}" is not a number` };
  const position = (read('Position ID') ?? '').trim();
  const id = position === '' || position === '-' ? undefined : position;
  if (kind === 'dividend' || kind === 'fee') {
    if (kind === 'dividend' && amount.lt(0))
      return { kind: 'skipped', reason: 'Dividend charge on a short position: not tracked' };
    const sourceId = id && `${kind}-${id}-${date}`;
    return {
      kind: 'transaction',
      transaction: { type: kind, symbol, date, amount: decimalText(amount) },
      sourceId,
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
