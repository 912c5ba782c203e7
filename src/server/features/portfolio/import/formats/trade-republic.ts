import { decimalText, parseNumber } from '../cells.ts';
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

// Trade Republic's transaction export (CSV, one row per booking): category (CASH, TRADING,
// CORPORATE_ACTION) and type, the security by ISIN in `symbol` and its name, signed shares and
// amounts in the account's currency, fee and tax as negative sums, the broker's transaction id.
// Securities are named by ISIN only: the importer asks for the ticker of each. A sale's tax is
// capital gains tax, not a cost of the trade, so it is named in the note.

const ORDERS = ['YYYY-MM-DD'] as const;
type Read = (name: string) => string | undefined;

/** Trade Republic's cash bookings that are no investment, by type. */
const SKIPS: Array<[RegExp, string]> = [
  [/^card_|^card$/i, 'Card payment: cash movements are not tracked'],
  [/transfer|delivery/i, REASONS.transfer],
  [
    /saveback|stock_perk|bonus/i,
    'Bonus shares: the broker paid for them; add them by hand as shares received',
  ],
  [/split/i, REASONS.splitRatio],
];

const taxNote = (read: Read) => {
  const tax = parseNumber(read('tax'));
  return tax && !tax.isZero() ? `${decimalText(tax)} ${(read('currency') ?? '').trim()} tax` : '';
};

function row(read: Read): RowOutcome {
  const type = (read('type') ?? '').trim();
  const category = (read('category') ?? '').trim().toUpperCase();
  const cells: RowCells = {
    symbol: read('symbol'),
    date: read('date'),
    quantity: read('shares'),
    price: read('price'),
    amount: read('amount'),
    fees: [read('fee')],
    currency: read('currency'),
    sourceId: read('transaction_id'),
  };
  const upper = type.toUpperCase();
  if (upper === 'BUY' || upper === 'SAVINGS_PLAN') return tradeOutcome('buy', cells, ORDERS);
  if (upper === 'SELL') {
    const note = taxNote(read);
    return tradeOutcome('sell', note ? { ...cells, note } : cells, ORDERS);
  }
  if (upper === 'DIVIDEND') {
    const paid = cashOutcome('dividend', cells, ORDERS);
    const gross = `${read('original_amount') ?? ''} ${read('original_currency') ?? ''}`.trim();
    const note = [
      gross ? `${gross} before tax` : '',
      taxNote(read) ? `${taxNote(read)} withheld` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return paid.kind === 'transaction' && note
      ? { ...paid, transaction: { ...paid.transaction, note } }
      : paid;
  }
  if (upper === 'INTEREST_PAYMENT') return accountCashOutcome('interest', cells, ORDERS);
  if (upper === 'CUSTOMER_INBOUND' || upper === 'CUSTOMER_INPAYMENT') {
    return accountCashOutcome('deposit', cells, ORDERS);
  }
  if (/^CUSTOMER_OUTBOUND/.test(upper)) return accountCashOutcome('withdrawal', cells, ORDERS);
  if (upper === 'FEE') return accountCashOutcome('account-fee', cells, ORDERS);
  const skip = SKIPS.find(([pattern]) => pattern.test(type));
  if (skip) return skipped(skip[1]);
  if (category === 'CORPORATE_ACTION') return skipped(REASONS.corporateAction(type));
  return skipped(REASONS.unknown(type));
}

export const tradeRepublicFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'trade-republic-transactions',
    broker: 'Trade Republic',
    label: 'Transactions (CSV)',
    columns: [
      'datetime',
      'category',
      'type',
      'asset_class',
      'symbol',
      'shares',
      'price',
      'amount',
      'fee',
      'tax',
      'currency',
      'transaction_id',
    ],
    row,
  }),
];
