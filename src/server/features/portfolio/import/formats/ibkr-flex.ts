import { cellKey, headerIndex, isBlank, type DateOrder } from '../cells.ts';
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
} from './row-outcomes.ts';
import { isCusip, isOptionSymbol, tickerBeforeParenthesis } from './security-kinds.ts';

// Interactive Brokers Flex Query CSV (docs/decisions/030): one section per file, the user's own
// choice of fields under IBKR's field names ('Buy/Sell', 'TradeDate', 'IBCommission'…), every
// cell quoted, dates 'YYYYMMDD' (or 'YYYYMMDD;HHMMSS'), sells with negative quantities. A query
// over several accounts repeats the header. Fields a query may leave out are looked for in turn.
// Rows keep their currency. FXRateToBase is not kept as a trade's rate: IBKR holds each
// currency's cash apart, so a trade settles in its own currency, not the base one.

const ORDERS: readonly DateOrder[] = ['YYYYMMDD', 'YYYY-MM-DD', 'MM/DD/YYYY'];

type Columns = ReturnType<typeof headerIndex>;
const first = (columns: Columns, cells: readonly string[], names: readonly string[]) =>
  names.map((name) => columns.cell(cells, name)).find((value) => value?.trim());

/** Sections of a Flex query, each recognised by IBKR's field names (the query picks which). */
const isTradesHeader = headerRule({
  required: ['Buy/Sell', ['TradeDate', 'DateTime', 'Date/Time']],
});
/**
 * Type, Amount, Description and a date are common words (a Trade Republic export has them all),
 * so a cash query also needs a field only IBKR names so: its currency, id, account or settle date.
 */
const isCashHeader = headerRule({
  required: [
    'Type',
    'Amount',
    'Description',
    ['SettleDate', 'ReportDate', 'Date/Time', 'DateTime'],
    ['CurrencyPrimary', 'TransactionID', 'ClientAccountID', 'SettleDate', 'ReportDate', 'Conid'],
  ],
  forbidden: ['Buy/Sell'],
});

const ASSET_REASONS: Record<string, string> = {
  CASH: REASONS.fx,
  OPT: REASONS.option,
  FOP: REASONS.option,
  FUT: REASONS.future,
  BOND: REASONS.bond,
  BILL: REASONS.bond,
  WAR: 'Warrant: warrants are not supported',
  CFD: 'CFD: contracts for difference are not supported',
};

function tradeRow(columns: Columns, cells: readonly string[]): RowOutcome {
  const cell = (...names: string[]) => first(columns, cells, names);
  const asset = (cell('AssetClass', 'AssetCategory') ?? '').trim().toUpperCase();
  const symbol = cell('Symbol', 'UnderlyingSymbol') ?? '';
  const isin = cell('ISIN') ?? '';
  if (ASSET_REASONS[asset]) return skipped(ASSET_REASONS[asset]);
  // IBKR leaves the ISIN empty on currency conversions ('EUR.USD' when the symbol is asked for).
  if (/^[A-Z]{3}\.[A-Z]{3}$/i.test(symbol.trim()) || (!symbol.trim() && !isin.trim() && !asset)) {
    return skipped(REASONS.fx);
  }
  if (isOptionSymbol(symbol)) return skipped(REASONS.option);
  const currency = (cell('CurrencyPrimary', 'Currency') ?? '').trim();
  const side = cellKey(cell('Buy/Sell'));
  if (side.includes('ca.')) return skipped('Cancelled trade: IBKR cancelled this execution');
  const type = side.startsWith('buy') ? 'buy' : side.startsWith('sell') ? 'sell' : null;
  if (!type) return failed(`Buy/Sell: "${cell('Buy/Sell') ?? ''}" is neither BUY nor SELL`);
  // A commission charged in another currency than the trade's cannot be added: say so on it.
  const commissionCurrency = (cell('IBCommissionCurrency') ?? '').trim().toUpperCase();
  const commission = cell('IBCommission', 'Commission');
  const foreignCommission =
    commissionCurrency !== '' && commissionCurrency !== (currency.toUpperCase() || 'USD');
  return tradeOutcome(
    type,
    {
      // Without a Symbol field the ISIN stands in; the importer's symbol lookup resolves it.
      symbol: symbol.trim() ? symbol : isin,
      date: cell('TradeDate', 'DateTime', 'Date/Time'),
      quantity: cell('Quantity'),
      price: cell('TradePrice', 'Price'),
      amount: cell('TradeMoney', 'Proceeds'),
      fees: foreignCommission ? [] : [commission],
      sourceId: cell('TradeID', 'TransactionID'),
      currency,
      ...(foreignCommission && commission?.trim()
        ? {
            note: `Commission of ${commission.trim().replace(/^-/, '')} ${commissionCurrency} not included`,
          }
        : {}),
    },
    ORDERS,
  );
}

function cashRow(columns: Columns, cells: readonly string[]): RowOutcome {
  const cell = (...names: string[]) => first(columns, cells, names);
  const type = cellKey(cell('Type'));
  const description = cell('Description') ?? '';
  const amount = cell('Amount') ?? '';
  const currency = (cell('CurrencyPrimary', 'Currency') ?? '').trim();
  const date = cell('DateTime', 'SettleDate', 'ReportDate');
  const sourceId = cell('TransactionID');
  const negative = /^\s*-/.test(amount);
  const own = { date, amount, currency, sourceId };
  if (/interest/.test(type)) {
    return accountCashOutcome(negative ? 'account-fee' : 'interest', own, ORDERS);
  }
  if (/deposits|withdrawals/.test(type)) {
    return accountCashOutcome(negative ? 'withdrawal' : 'deposit', own, ORDERS);
  }
  const withholding = /withholding/.test(type);
  const dividend = type === 'dividends' || /payment in lieu/.test(type);
  const fee = /fees/.test(type);
  if (!dividend && !fee && !withholding) return skipped(REASONS.unknown(cell('Type') ?? ''));
  const symbol = cell('Symbol') ?? tickerBeforeParenthesis(description);
  if (fee && !symbol.trim()) return accountCashOutcome('account-fee', own, ORDERS);
  if (withholding && !negative) {
    return skipped('Withholding tax refund: edit the tax on the transactions page');
  }
  if (dividend && /return of capital/i.test(description)) {
    return skipped('Return of capital: not tracked');
  }
  if (dividend && /^\s*-/.test(amount)) {
    return skipped('Dividend reversal: edit the dividend on the transactions page');
  }
  if (isCusip(symbol)) return skipped(REASONS.bond);
  return cashOutcome(
    dividend ? 'dividend' : withholding ? 'tax' : 'fee',
    { symbol, ...own },
    ORDERS,
  );
}

function flexParser(isHeader: (cells: readonly string[]) => boolean, row: typeof tradeRow) {
  return (records: readonly CsvRecord[]): RowOutcome[] => {
    let columns: Columns | null = null;
    return records.map(({ cells }) => {
      if (isBlank(cells)) return STRUCTURE;
      if (isHeader(cells)) {
        columns = headerIndex(cells);
        return STRUCTURE;
      }
      return columns ? row(columns, cells) : STRUCTURE;
    });
  };
}

export const ibkrFlexFormats: BrokerFormat[] = [
  {
    id: 'ibkr-flex-trades',
    broker: 'Interactive Brokers',
    label: 'Flex Query: Trades (CSV)',
    detect: (records) => findHeader(records, isTradesHeader) >= 0,
    parse: flexParser(isTradesHeader, tradeRow),
  },
  {
    id: 'ibkr-flex-cash',
    broker: 'Interactive Brokers',
    label: 'Flex Query: Cash Transactions (CSV)',
    detect: (records) => findHeader(records, isCashHeader) >= 0,
    parse: flexParser(isCashHeader, cashRow),
  },
];
