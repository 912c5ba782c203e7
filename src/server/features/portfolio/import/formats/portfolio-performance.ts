import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { cellKey, decimalText, headerIndex, isBlank, parseNumber } from '../cells.ts';
import { rateText } from '../row-currency.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';
import {
  REASONS,
  STRUCTURE,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// Portfolio Performance's CSV export of a cash account's or a securities account's transactions
// (File → Export → CSV): Date (an ISO date-time), Ex-Date (newer versions), Type, Value,
// Transaction Currency, Gross Amount, Currency Gross Amount, Exchange Rate, Fees, Taxes, Shares,
// ISIN, WKN, Ticker Symbol, Security Name, Note; English or German names and numbers as the
// program's language writes them (',' or ';' between cells). Value is signed: in the securities
// file a buy is positive and a sale negative, in the cash file the other way round, so a trade
// the cash file repeats is told apart by its sign and skipped (the securities file imports it).

type Kind =
  | 'buy'
  | 'sell'
  | 'dividend'
  | 'deposit'
  | 'removal'
  | 'interest'
  | 'interest-charge'
  | 'fees'
  | 'fees-refund'
  | 'taxes'
  | 'tax-refund'
  | 'delivery-in'
  | 'delivery-out'
  | 'transfer';

/** The Type column in English and German, by its loose key. */
const KINDS: Record<string, Kind> = {
  buy: 'buy',
  kauf: 'buy',
  sell: 'sell',
  verkauf: 'sell',
  dividend: 'dividend',
  dividende: 'dividend',
  deposit: 'deposit',
  einlage: 'deposit',
  removal: 'removal',
  entnahme: 'removal',
  interest: 'interest',
  zinsen: 'interest',
  'interest charge': 'interest-charge',
  zinsbelastung: 'interest-charge',
  fees: 'fees',
  gebühren: 'fees',
  'fees refund': 'fees-refund',
  gebührenerstattung: 'fees-refund',
  taxes: 'taxes',
  steuern: 'taxes',
  'tax refund': 'tax-refund',
  steuerrückerstattung: 'tax-refund',
  'delivery (inbound)': 'delivery-in',
  einlieferung: 'delivery-in',
  'delivery (outbound)': 'delivery-out',
  auslieferung: 'delivery-out',
  'transfer (inbound)': 'transfer',
  'transfer (outbound)': 'transfer',
  'umbuchung (eingang)': 'transfer',
  'umbuchung (ausgang)': 'transfer',
};

const COLUMN_NAMES = {
  Date: 'Datum',
  Type: 'Typ',
  Value: 'Wert',
  'Transaction Currency': 'Buchungswährung',
  'Currency Gross Amount': 'Währung Bruttobetrag',
  'Gross Amount': 'Bruttobetrag',
  'Exchange Rate': 'Wechselkurs',
  Fees: 'Gebühren',
  Taxes: 'Steuern',
  Shares: 'Stück',
  ISIN: 'ISIN',
  'Ticker Symbol': 'Ticker-Symbol',
  'Security Name': 'Wertpapiername',
  Note: 'Notiz',
} as const;
type Column = keyof typeof COLUMN_NAMES;

const isHeader = headerRule({
  required: (
    [
      'Date',
      'Type',
      'Value',
      'Transaction Currency',
      'Shares',
      'Ticker Symbol',
      'Security Name',
    ] as const
  ).map((name) => [name, COLUMN_NAMES[name]]),
});

const ORDERS = ['YYYY-MM-DD'] as const;

interface Row {
  read: (column: Column) => string | undefined;
  number: (column: Column) => Decimal | null;
}

/** The ticker, or the ISIN where the security has none (the importer asks about it). */
const symbolOf = (row: Row) =>
  (row.read('Ticker Symbol') ?? '').trim() || (row.read('ISIN') ?? '').trim();

function trade(kind: 'buy' | 'sell' | 'delivery-in', row: Row): RowOutcome {
  const value = row.number('Value')?.abs();
  const shares = row.number('Shares')?.abs();
  if (!value || !shares || shares.isZero()) {
    return failed(`Shares: "${row.read('Shares') ?? ''}" is not a number of shares`);
  }
  const fees = row.number('Fees')?.abs() ?? null;
  const taxes = row.number('Taxes')?.abs() ?? null;
  const costs = (fees ?? decimal(0)).plus(taxes ?? 0);
  // Value is what the account paid (gross + costs) or received (gross − costs).
  const gross = kind === 'sell' ? value.plus(costs) : value.minus(costs);
  const note = taxes && !taxes.isZero() ? `Fees include ${decimalText(taxes)} taxes` : undefined;
  const account = (row.read('Transaction Currency') ?? '').trim().toUpperCase();
  const forex = (row.read('Currency Gross Amount') ?? '').trim().toUpperCase();
  const stated = row.number('Exchange Rate');
  const rate = forex !== '' && forex !== account && stated && !stated.isZero() ? stated : null;
  const abroad = rate !== null;
  const cells: RowCells = {
    symbol: symbolOf(row),
    date: row.read('Date'),
    quantity: shares.toFixed(),
    // A trade in another currency is priced in it, at the rate the file gives into the account's.
    amount: abroad ? row.number('Gross Amount')?.abs().toFixed() : gross.toFixed(),
    fees: [rate ? costs.dividedBy(rate).toFixed() : costs.toFixed()],
    currency: abroad ? forex : account,
    ...(rate ? { fxRate: rateText(rate), fxInto: account } : {}),
    ...(note ? { note } : {}),
  };
  const outcome = tradeOutcome(kind === 'sell' ? 'sell' : 'buy', cells, ORDERS);
  if (kind !== 'delivery-in' || outcome.kind !== 'transaction') return outcome;
  const t = outcome.transaction;
  if (t.type !== 'buy') return outcome;
  return {
    kind: 'transaction',
    transaction: {
      type: 'receive-shares',
      symbol: t.symbol,
      date: t.date,
      quantity: t.quantity,
      price: t.price,
      ...(t.currency ? { currency: t.currency } : {}),
    },
  };
}

function classify(row: Row): RowOutcome {
  const type = row.read('Type') ?? '';
  const kind = KINDS[cellKey(type)];
  const value = row.number('Value');
  const symbol = symbolOf(row);
  const cash: RowCells = {
    symbol,
    date: row.read('Date'),
    amount: value?.toFixed(),
    currency: row.read('Transaction Currency'),
    ...(row.read('Note')?.trim() ? { note: row.read('Note')?.trim() } : {}),
  };
  switch (kind) {
    case 'buy':
    case 'sell':
      // The cash file's leg of a trade: a debit (negative) buy or a credit (positive) sale.
      if (value && (kind === 'buy' ? value.isNegative() : !value.isNegative())) {
        return skipped(
          `${type.trim()}: the cash account's side of a trade; the trade comes from the securities account's export`,
        );
      }
      return trade(kind, row);
    case 'delivery-in':
      return trade(kind, row);
    case 'dividend': {
      const taxes = row.number('Taxes');
      const withheld = taxes && !taxes.isZero() ? `; ${decimalText(taxes)} taxes withheld` : '';
      const net = cashOutcome('dividend', cash, ORDERS);
      if (net.kind !== 'transaction' || !withheld) return net;
      return { ...net, transaction: { ...net.transaction, note: `Paid after tax${withheld}` } };
    }
    case 'deposit':
      return accountCashOutcome('deposit', cash, ORDERS);
    case 'removal':
      return accountCashOutcome('withdrawal', cash, ORDERS);
    case 'interest':
      return accountCashOutcome('interest', cash, ORDERS);
    case 'interest-charge':
      return accountCashOutcome('account-fee', cash, ORDERS);
    case 'fees':
      return symbol
        ? cashOutcome('fee', cash, ORDERS)
        : accountCashOutcome('account-fee', cash, ORDERS);
    case 'taxes':
      return symbol ? cashOutcome('tax', cash, ORDERS) : skipped(REASONS.withholding);
    case 'fees-refund':
    case 'tax-refund':
      return skipped(`${type.trim()}: refunds are not tracked; edit the fee or tax by hand`);
    case 'delivery-out':
    case 'transfer':
      return skipped(REASONS.transfer);
    default:
      return skipped(REASONS.unknown(type));
  }
}

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  const headerAt = findHeader(records, isHeader);
  const header = records[headerAt]?.cells ?? [];
  const columns = headerIndex(header);
  const german = header.some((cell) => cellKey(cell) === 'datum');
  return records.map(({ cells }, index): RowOutcome => {
    if (index <= headerAt || isBlank(cells)) return STRUCTURE;
    const read = (column: Column) => columns.cell(cells, german ? COLUMN_NAMES[column] : column);
    return classify({ read, number: (column) => parseNumber(read(column), german ? ',' : '.') });
  });
}

export const portfolioPerformanceFormats: BrokerFormat[] = [
  {
    id: 'portfolio-performance',
    broker: 'Portfolio Performance',
    label: 'Account or securities account transactions (CSV)',
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse,
  },
];
