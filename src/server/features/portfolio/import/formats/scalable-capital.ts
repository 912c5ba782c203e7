import { cellKey, parseNumber } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import {
  REASONS,
  accountCashOutcome,
  cashOutcome,
  skipped,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// Scalable Capital's transactions export (CSV, ';' between cells, ',' as the decimal point):
// date, time, status (Executed, Cancelled, Rejected, Pending), reference, description,
// assetType (Security, Cash), type (Buy, Sell, Savings plan, Distribution, Deposit, Withdrawal,
// Interest, Fee, Taxes, Security transfer, Corporate action), isin, shares, price, amount
// (signed), fee, tax, currency. Securities are named by ISIN only: the importer asks for the
// ticker of each. Only executed rows moved money or shares.

const ORDERS = ['YYYY-MM-DD', 'DD.MM.YYYY'] as const;
type Read = (name: string) => string | undefined;

/** A comma-decimal cell as the '.'-decimal text the row outcomes read. */
const number = (text: string | undefined) => parseNumber(text, ',')?.toFixed() ?? text;

function row(read: Read): RowOutcome {
  const status = cellKey(read('status'));
  if (status !== 'executed') {
    return skipped(`${(read('status') ?? '').trim() || 'No status'}: not executed, nothing moved`);
  }
  const type = cellKey(read('type'));
  const tax = parseNumber(read('tax'), ',');
  const cells: RowCells = {
    symbol: read('isin'),
    date: read('date'),
    quantity: number(read('shares')),
    price: number(read('price')),
    amount: number(read('amount')),
    fees: [number(read('fee'))],
    currency: read('currency'),
    sourceId: read('reference'),
  };
  switch (type) {
    case 'buy':
    case 'savings plan':
      return tradeOutcome('buy', cells, ORDERS);
    case 'sell': {
      const note = tax && !tax.isZero() ? `${tax.abs().toFixed()} tax` : '';
      return tradeOutcome('sell', note ? { ...cells, note } : cells, ORDERS);
    }
    case 'distribution':
    case 'dividend':
      return cashOutcome('dividend', cells, ORDERS);
    case 'deposit':
      return accountCashOutcome('deposit', cells, ORDERS);
    case 'withdrawal':
      return accountCashOutcome('withdrawal', cells, ORDERS);
    case 'interest':
      return accountCashOutcome('interest', cells, ORDERS);
    case 'fee':
      return cells.symbol?.trim()
        ? cashOutcome('fee', cells, ORDERS)
        : accountCashOutcome('account-fee', cells, ORDERS);
    case 'taxes':
      return cells.symbol?.trim()
        ? cashOutcome('tax', cells, ORDERS)
        : skipped(REASONS.withholding);
    case 'security transfer':
      return skipped(REASONS.transfer);
    case 'corporate action':
      return skipped(
        REASONS.corporateAction((read('description') ?? '').trim() || 'Corporate action'),
      );
    default:
      return skipped(REASONS.unknown(read('type') ?? ''));
  }
}

export const scalableCapitalFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'scalable-capital-transactions',
    broker: 'Scalable Capital',
    label: 'Transactions (CSV)',
    columns: [
      'date',
      'time',
      'status',
      'reference',
      'assetType',
      'type',
      'isin',
      'shares',
      'price',
      'amount',
      'fee',
      'tax',
      'currency',
    ],
    row,
  }),
];
