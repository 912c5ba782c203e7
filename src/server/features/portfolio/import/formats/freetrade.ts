import { decimal } from '#shared/platform/money.ts';
import { cellKey, decimalText, parseNumber } from '../cells.ts';
import { rateText, rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import {
  REASONS,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  tradeOutcome,
} from './row-outcomes.ts';

// Freetrade's activity feed export (CSV): Title, Type (TOP_UP, WITHDRAWAL, ORDER, DIVIDEND,
// INTEREST_FROM_CASH, FREESHARE_ORDER…), Timestamp (ISO), Account Currency, Total Amount, then
// per order Buy / Sell, Ticker, ISIN, Quantity, Price per Share in Account Currency, Price per
// Share (in the Instrument Currency), Stamp Duty, FX Fee Amount, Order ID, and per dividend its
// gross and net amounts and the tax withheld. A trade is in the instrument's currency, paid in
// the account's at the rate the two prices give; a London listing is the ticker on '.L'.

const ORDERS = ['YYYY-MM-DD'] as const;
type Read = (name: string) => string | undefined;

/** The ticker as the ledger names the listing: a pound-priced one is London's. */
function tickerOf(read: Read, instrument: string) {
  const ticker = (read('Ticker') ?? '').trim();
  return ticker && instrument === 'GBP' && !ticker.includes('.') ? `${ticker}.L` : ticker;
}

function order(read: Read): RowOutcome {
  const side = cellKey(read('Buy / Sell'));
  const type = side === 'buy' ? 'buy' : side === 'sell' ? 'sell' : null;
  if (!type) return failed(`Buy / Sell: "${(read('Buy / Sell') ?? '').trim()}" is neither`);
  const account = rowCurrency(read('Account Currency'));
  const instrument = rowCurrency(read('Instrument Currency'), account.ok ? account.code : '');
  if (!instrument.ok) return skipped(instrument.reason);
  if (!account.ok) return skipped(account.reason);
  const price = parseNumber(read('Price per Share'));
  const inAccount = parseNumber(read('Price per Share in Account Currency'));
  const abroad = instrument.code !== account.code && price && inAccount && !price.isZero();
  // Account units per instrument unit: what a share cost in each.
  const rate = abroad ? inAccount.dividedBy(price.dividedBy(instrument.perUnit)) : null;
  const fee = ['Stamp Duty', 'FX Fee Amount'].reduce(
    (total, name) => total.plus(parseNumber(read(name))?.abs() ?? 0),
    decimal(0),
  );
  return tradeOutcome(
    type,
    {
      symbol: tickerOf(read, instrument.code),
      date: read('Timestamp'),
      quantity: read('Quantity'),
      price: read('Price per Share'),
      // Fees are charged in the account's currency: in the trade's at the same rate.
      fees: fee.isZero() ? [] : [decimalText(rate ? fee.dividedBy(rate) : fee)],
      currency: read('Instrument Currency') || read('Account Currency'),
      sourceId: read('Order ID'),
      ...(rate ? { fxRate: rateText(rate), fxInto: account.code } : {}),
    },
    ORDERS,
  );
}

function dividend(read: Read): RowOutcome {
  const instrument = rowCurrency(read('Instrument Currency'), read('Account Currency'));
  const paid = cashOutcome(
    'dividend',
    {
      symbol: tickerOf(read, instrument.ok ? instrument.code : ''),
      date: read('Timestamp'),
      amount: read('Total Amount'),
      currency: read('Account Currency'),
    },
    ORDERS,
  );
  const gross = parseNumber(read('Dividend Gross Distribution Amount'));
  const tax = parseNumber(read('Dividend Withheld Tax Amount'));
  if (paid.kind !== 'transaction' || !gross) return paid;
  const withheld = tax && !tax.isZero() ? `, ${decimalText(tax)} withheld` : '';
  const note = `${decimalText(gross)} ${(read('Instrument Currency') ?? '').trim()} before tax${withheld}`;
  return { ...paid, transaction: { ...paid.transaction, note } };
}

function row(read: Read): RowOutcome {
  const type = (read('Type') ?? '').trim().toUpperCase();
  const cash = {
    date: read('Timestamp'),
    amount: read('Total Amount'),
    currency: read('Account Currency'),
  };
  switch (type) {
    case 'ORDER':
      return order(read);
    case 'DIVIDEND':
      return dividend(read);
    case 'TOP_UP':
      return accountCashOutcome('deposit', cash, ORDERS);
    case 'WITHDRAWAL':
      return accountCashOutcome('withdrawal', cash, ORDERS);
    case 'INTEREST_FROM_CASH':
      return accountCashOutcome('interest', cash, ORDERS);
    case 'FREESHARE_ORDER':
      return skipped('Free share: the broker paid for it; add it by hand as shares received');
    case 'MONTHLY_STATEMENT':
      return skipped('Monthly statement: no transaction');
    default:
      return skipped(REASONS.unknown(type));
  }
}

export const freetradeFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'freetrade-activity',
    broker: 'Freetrade',
    label: 'Activity feed (CSV)',
    columns: [
      'Title',
      'Type',
      'Timestamp',
      'Account Currency',
      'Total Amount',
      'Buy / Sell',
      'Ticker',
      'ISIN',
    ],
    row,
  }),
];
