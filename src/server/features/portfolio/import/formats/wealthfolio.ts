import { parseNumber } from '../cells.ts';
import { rowCurrency } from '../row-currency.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import {
  REASONS,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  splitOutcome,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// Wealthfolio's activities CSV (its import and export layout): date, symbol, quantity,
// activityType, unitPrice, currency, fee, amount, and where the export adds them the account's
// name and a comment. The account's own cash is written on the symbol '$CASH-<currency>'. A
// dividend, interest, fee or tax is `amount` (older files: quantity × unitPrice); shares added
// with their cost (ADD_HOLDING, TRANSFER_IN of a security) become shares received.

const ORDERS = ['YYYY-MM-DD', 'MM/DD/YYYY'] as const;

type Read = (name: string) => string | undefined;

const isCash = (symbol: string) =>
  /^\$cash(-[a-z]{3})?$/i.test(symbol.trim()) || symbol.trim() === '';

/** The row's sum: `amount`, or quantity × unitPrice when the file leaves it empty. */
function amountOf(read: Read): string | undefined {
  const amount = parseNumber(read('amount'));
  if (amount && !amount.isZero()) return amount.abs().toFixed();
  const quantity = parseNumber(read('quantity'));
  const price = parseNumber(read('unitPrice'));
  return quantity && price ? quantity.times(price).abs().toFixed() : read('amount');
}

function received(cells: RowCells): RowOutcome {
  const traded = tradeOutcome('buy', cells, ORDERS);
  if (traded.kind !== 'transaction' || traded.transaction.type !== 'buy') return traded;
  const { symbol, date, quantity, price, currency } = traded.transaction;
  return {
    kind: 'transaction',
    transaction: { type: 'receive-shares', symbol, date, quantity, price, currency },
    ...(traded.sourceId ? { sourceId: traded.sourceId } : {}),
  };
}

function row(read: Read): RowOutcome {
  const type = (read('activityType') ?? '').trim().toUpperCase();
  const symbol = read('symbol') ?? '';
  const comment = (read('comment') ?? '').trim();
  const cells: RowCells = {
    symbol,
    date: read('date'),
    quantity: read('quantity'),
    price: read('unitPrice'),
    amount: amountOf(read),
    fees: [read('fee')],
    currency: read('currency'),
    ...(comment ? { note: comment } : {}),
  };
  const cash = isCash(symbol);
  const outcome = ((): RowOutcome => {
    switch (type) {
      case 'BUY':
      case 'SELL':
        if (cash) return failed('Symbol: a trade needs a security, not cash');
        return tradeOutcome(type === 'BUY' ? 'buy' : 'sell', cells, ORDERS);
      case 'DIVIDEND':
        return cashOutcome('dividend', cells, ORDERS);
      case 'DEPOSIT':
        return accountCashOutcome('deposit', cells, ORDERS);
      case 'WITHDRAWAL':
        return accountCashOutcome('withdrawal', cells, ORDERS);
      case 'INTEREST':
        return accountCashOutcome('interest', cells, ORDERS);
      case 'FEE':
        return cash
          ? accountCashOutcome('account-fee', cells, ORDERS)
          : cashOutcome('fee', cells, ORDERS);
      case 'TAX':
        return cash ? skipped(REASONS.withholding) : cashOutcome('tax', cells, ORDERS);
      case 'SPLIT':
        return splitOutcome(null, cells, ORDERS);
      case 'ADD_HOLDING':
      case 'TRANSFER_IN':
        return cash ? skipped(REASONS.transfer) : received(cells);
      case 'REMOVE_HOLDING':
      case 'TRANSFER_OUT':
        return skipped(REASONS.transfer);
      case 'CONVERSION_IN':
      case 'CONVERSION_OUT':
        return skipped(REASONS.fx);
      default:
        return skipped(REASONS.unknown(type));
    }
  })();
  if (outcome.kind !== 'transaction') return outcome;
  const name = (read('account') ?? read('accountName') ?? '').trim();
  if (!name) return outcome;
  const currency = rowCurrency(read('accountCurrency') ?? read('currency'));
  return {
    ...outcome,
    account: { name, kind: 'brokerage', currency: currency.ok ? currency.code : '' },
  };
}

export const wealthfolioFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'wealthfolio-activities',
    broker: 'Wealthfolio',
    label: 'Activities (CSV)',
    columns: [
      'date',
      'symbol',
      'quantity',
      'activityType',
      'unitPrice',
      'currency',
      'fee',
      'amount',
    ],
    row,
  }),
];
