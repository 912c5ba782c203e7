import {
  cellKey,
  headerIndex,
  isBlank,
  parseNumber,
  splitRatio,
  type DateOrder,
} from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader, headerRule } from './header-spec.ts';
import {
  REASONS,
  STRUCTURE,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  splitOutcome,
  tickerOf,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';
import { isCusip, isMoneyMarket, isOptionSymbol } from './security-kinds.ts';
import { SHORT_NOT_SUPPORTED, suggestionOutcome } from './suggestions.ts';

// Charles Schwab's brokerage "Transactions" CSV (docs/decisions/030): an optional title line
// ('Transactions  for account … as of …'), the header, rows newest first (not always), and a
// 'Transactions Total' row. Older exports quote every cell, newer ones only cells with a comma;
// the sign of a trade is in Amount, and dates may read '04/17/2023 as of 04/15/2023'.

const ORDERS: readonly DateOrder[] = ['MM/DD/YYYY'];
/** Schwab's columns, in whatever order the file has them. */
const isHeader = headerRule({
  required: [
    'Date',
    'Action',
    'Symbol',
    'Description',
    'Quantity',
    'Price',
    'Fees & Comm',
    'Amount',
  ],
});
const isTitle = (cells: readonly string[]) =>
  /^transactions\s+for account/i.test(cellKey(cells[0]));

/** Corporate actions, by Schwab's action name (the ticker leg and the CUSIP leg alike). */
const CORPORATE =
  /^(stock merger|name change|conversion|spin-off|exchange|stock div dist|mandatory reorg|reverse split)/;

function classify(actionText: string, cells: RowCells, description: string): RowOutcome {
  const action = cellKey(actionText);
  const symbol = tickerOf(cells.symbol);
  if (
    /(buy|sell) to (open|close)|expired|assigned|exercise/.test(action) ||
    isOptionSymbol(symbol)
  ) {
    return skipped(REASONS.option);
  }
  if (action === 'stock split' || action === 'reverse split') {
    if (isCusip(symbol))
      return skipped(REASONS.corporateAction(`${actionText.trim()} (old shares)`));
    return splitOutcome(splitRatio(description), cells, ORDERS);
  }
  if (/^(stock merger|mandatory reorg|exchange|conversion)/.test(action) && !isCusip(symbol))
    return suggestionOutcome('merger', cells, ORDERS, actionText);
  if (/^stock div dist/.test(action) && !isCusip(symbol))
    return suggestionOutcome('scrip-dividend', cells, ORDERS, actionText);
  if (CORPORATE.test(action)) return skipped(REASONS.corporateAction(actionText));
  if (/^(sell short|buy to cover)/.test(action)) return failed(SHORT_NOT_SUPPORTED);
  if (/^stock plan activity|^espp|^rsu/.test(action))
    return suggestionOutcome('stock-plan', cells, ORDERS, actionText);
  if (action === 'cash in lieu') return skipped('Cash in lieu: cash movements are not tracked');
  if (/foreign tax|nra tax|withholding/.test(action)) {
    return symbol ? cashOutcome('tax', cells, ORDERS) : skipped(REASONS.withholding);
  }
  if (/interest/.test(action)) return accountCashOutcome('interest', cells, ORDERS);
  if (action === 'journal') return skipped(REASONS.journal);
  if (/deposit|funds received|wire received/.test(action)) {
    return accountCashOutcome('deposit', cells, ORDERS);
  }
  if (/wire sent|withdrawal|funds paid/.test(action)) {
    return accountCashOutcome('withdrawal', cells, ORDERS);
  }
  if (/transfer|journaled shares/.test(action)) {
    const shares = parseNumber(cells.quantity);
    if (!symbol || !shares || shares.isZero()) return skipped(REASONS.transfer);
    return suggestionOutcome(
      shares.isNegative() ? 'shares-out' : 'shares-in',
      cells,
      ORDERS,
      actionText,
    );
  }
  if (/fee/.test(action)) {
    return symbol
      ? cashOutcome('fee', cells, ORDERS)
      : accountCashOutcome('account-fee', cells, ORDERS);
  }
  const trade =
    action === 'buy' || action === 'reinvest shares' ? 'buy' : action === 'sell' ? 'sell' : null;
  const dividend = /div|cap gain/.test(action) && !/stock div/.test(action);
  if (!trade && !dividend) return skipped(REASONS.unknown(actionText));
  if (isMoneyMarket(symbol, description)) return skipped(REASONS.moneyMarket);
  if (isCusip(symbol)) return skipped(REASONS.bond);
  return trade ? tradeOutcome(trade, cells, ORDERS) : cashOutcome('dividend', cells, ORDERS);
}

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  let columns: ReturnType<typeof headerIndex> | null = null;
  return records.map(({ cells }) => {
    if (isBlank(cells) || isTitle(cells)) return STRUCTURE;
    if (isHeader(cells)) {
      columns = headerIndex(cells);
      return STRUCTURE;
    }
    if (/^transactions total/.test(cellKey(cells[0])) || !columns) return STRUCTURE;
    const cell = (name: string) => columns?.cell(cells, name);
    const description = cell('Description') ?? '';
    const row: RowCells = {
      symbol: cell('Symbol'),
      date: cell('Date'),
      quantity: cell('Quantity'),
      price: cell('Price'),
      amount: cell('Amount'),
      fees: [cell('Fees & Comm')],
    };
    return classify(cell('Action') ?? '', row, description);
  });
}

export const schwabFormats: BrokerFormat[] = [
  {
    id: 'schwab-transactions',
    broker: 'Charles Schwab',
    label: 'Transactions (CSV)',
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse,
  },
];
