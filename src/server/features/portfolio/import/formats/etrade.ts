import { cellKey, parseNumber } from '../cells.ts';
import type { BrokerFormat, RowOutcome } from './format.ts';
import { oneTableFormat } from './one-table.ts';
import {
  REASONS,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';

// E*TRADE's brokerage transaction history (DownloadTxnHistory.csv): a preamble ('For Account:',
// the account number, blank lines), then TransactionDate (MM/DD/YY), TransactionType,
// SecurityType (EQ, OPTN, MF, BOND, MMF), Symbol, Quantity, Amount, Price, Commission,
// Description, all in US dollars. The sign of Amount tells a transfer in from one out.

const ORDERS = ['MM/DD/YYYY'] as const;
type Read = (name: string) => string | undefined;

function byType(label: string, cells: RowCells, amount: number): RowOutcome {
  const type = cellKey(label);
  if (/short|to cover/.test(type)) return failed(REASONS.shortSale);
  if (/^bought|^buy|reinvest/.test(type)) return tradeOutcome('buy', cells, ORDERS);
  if (/^sold|^sell/.test(type)) return tradeOutcome('sell', cells, ORDERS);
  if (/withholding|foreign tax/.test(type)) return cashOutcome('tax', cells, ORDERS);
  if (/dividend|capital gain/.test(type)) return cashOutcome('dividend', cells, ORDERS);
  if (/interest/.test(type)) {
    return accountCashOutcome(amount < 0 ? 'account-fee' : 'interest', cells, ORDERS);
  }
  if (/fee/.test(type)) {
    return cells.symbol?.trim()
      ? cashOutcome('fee', cells, ORDERS)
      : accountCashOutcome('account-fee', cells, ORDERS);
  }
  if (/split|reorganization|merger|exchange|spin|adjustment/.test(type)) {
    return skipped(REASONS.corporateAction(label));
  }
  if (/receive|deliver|acat|journal/.test(type)) return skipped(REASONS.transfer);
  if (/transfer|deposit|debit|check|wire|ach/.test(type)) {
    return accountCashOutcome(amount < 0 ? 'withdrawal' : 'deposit', cells, ORDERS);
  }
  return skipped(REASONS.unknown(label));
}

/** E*TRADE writes '--' where a row has no symbol. */
const symbolOf = (text: string | undefined) => (text?.trim() === '--' ? '' : text);

function row(read: Read): RowOutcome {
  const security = cellKey(read('SecurityType'));
  if (security === 'optn') return skipped(REASONS.option);
  if (security === 'bond') return skipped(REASONS.bond);
  if (security === 'mmf') return skipped(REASONS.moneyMarket);
  const amount = parseNumber(read('Amount'))?.toNumber() ?? 0;
  const cells: RowCells = {
    symbol: symbolOf(read('Symbol')),
    date: read('TransactionDate'),
    quantity: read('Quantity'),
    price: read('Price'),
    amount: read('Amount'),
    fees: [read('Commission')],
  };
  return byType(read('TransactionType') ?? '', cells, amount);
}

export const etradeFormats: BrokerFormat[] = [
  oneTableFormat({
    id: 'etrade-transactions',
    broker: 'E*TRADE',
    label: 'Transaction history (CSV)',
    columns: [
      'TransactionDate',
      'TransactionType',
      'SecurityType',
      'Symbol',
      'Quantity',
      'Amount',
      'Price',
      'Commission',
    ],
    row,
  }),
];
