import { cellKey, headerIndex, isBlank, parseDate, parseNumber, type DateOrder } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { findHeader, headerRule, type HeaderSpec } from './header-spec.ts';
import {
  REASONS,
  STRUCTURE,
  accountCashOutcome,
  cashOutcome,
  failed,
  skipped,
  tickerOf,
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';
import { isCusip, isMoneyMarket, isOptionSymbol } from './security-kinds.ts';
import { SHORT_NOT_SUPPORTED, suggestionOutcome } from './suggestions.ts';

// Fidelity's account history CSV (docs/decisions/030), in two layouts: the "Activity & Orders"
// all-accounts export (Account, Account Number, Currency, Price, Commission, Fees…) and the older
// "Accounts History" (units in the header: 'Price ($)', 'Amount ($)', 'Cash Balance ($)'). Both
// may open with a BOM-only or empty line, and end with blank lines, a 'Date downloaded' footer or
// a one-cell disclaimer. What a row is lives in the Action text ('YOU BOUGHT …', 'DIVIDEND
// RECEIVED …'); sells carry a negative quantity.

const ORDERS: readonly DateOrder[] = ['MM/DD/YYYY'];

/** A header name without its unit: 'Price ($)' → 'price'. */
const bare = (name: string | undefined) => cellKey(name).replace(/\s*\(\$\)$/, '');
/** The all-accounts layout: no units in its names. */
const ACTIVITY: HeaderSpec = {
  required: ['Run Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price', 'Amount'],
  forbidden: ['Price ($)', 'Amount ($)'],
};
/** The older layout: the unit in the money columns' names. */
const HISTORY: HeaderSpec = {
  required: ['Run Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price ($)', 'Amount ($)'],
  forbidden: ['Price', 'Amount'],
};
const isActivity = headerRule(ACTIVITY);
const isHistory = headerRule(HISTORY);
const isHeader = (cells: readonly string[]) => isActivity(cells) || isHistory(cells);

function classify(action: string, cells: RowCells, description: string): RowOutcome {
  const symbol = tickerOf(cells.symbol);
  // The kind first: a security's name inside the action text may hold any other word.
  const trade = /^(you bought|reinvestment)/.test(action)
    ? 'buy'
    : /^you sold/.test(action)
      ? 'sell'
      : null;
  if (trade || /^dividend received/.test(action)) {
    if (/(opening|closing) transaction/.test(action) || isOptionSymbol(symbol)) {
      return skipped(REASONS.option);
    }
    if (isMoneyMarket(symbol, description)) return skipped(REASONS.moneyMarket);
    if (isCusip(symbol)) return skipped(REASONS.bond);
    return trade ? tradeOutcome(trade, cells, ORDERS) : cashOutcome('dividend', cells, ORDERS);
  }
  if (/assigned|expired|exercised/.test(action) || (symbol && isOptionSymbol(symbol))) {
    return skipped(REASONS.option);
  }
  if (/^(merger|exchange)/.test(action) && symbol && !isCusip(symbol))
    return suggestionOutcome('merger', cells, ORDERS, action);
  if (/^(short sale|you sold short|you bought to cover)|short sell/.test(action))
    return failed(SHORT_NOT_SUPPORTED);
  if (/shares? (deposited|received|vested)|espp|rsu|stock plan/.test(action) && symbol)
    return suggestionOutcome('stock-plan', cells, ORDERS, action);
  if (/^(merger|reverse split|forward split|distribution|spin|exchange|name change)/.test(action)) {
    const label = action.split(' ')[0] ?? action;
    return skipped(REASONS.corporateAction(label.charAt(0).toUpperCase() + label.slice(1)));
  }
  if (/foreign tax|withholding|nra tax/.test(action)) {
    return symbol ? cashOutcome('tax', cells, ORDERS) : skipped(REASONS.withholding);
  }
  if (/interest|\bint\b/.test(action)) return accountCashOutcome('interest', cells, ORDERS);
  if (/deposit|check received|contribution/.test(action)) {
    return accountCashOutcome('deposit', cells, ORDERS);
  }
  if (/check paid|withdrawal|debit|bill pay/.test(action)) {
    return accountCashOutcome('withdrawal', cells, ORDERS);
  }
  if (/transfer/.test(action)) {
    const shares = parseNumber(cells.quantity);
    if (!symbol || isCusip(symbol) || !shares || shares.isZero()) return skipped(REASONS.transfer);
    return suggestionOutcome(
      shares.isNegative() ? 'shares-out' : 'shares-in',
      cells,
      ORDERS,
      action,
    );
  }
  if (/lending|loan/.test(action)) return skipped(REASONS.lending);
  if (/^redemption/.test(action) || isCusip(symbol)) return skipped(REASONS.bond);
  if (/\bfee/.test(action)) {
    return symbol
      ? cashOutcome('fee', cells, ORDERS)
      : accountCashOutcome('account-fee', cells, ORDERS);
  }
  return skipped(REASONS.unknown(action.toUpperCase()));
}

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  let columns: ReturnType<typeof headerIndex> | null = null;
  return records.map(({ cells }) => {
    if (isBlank(cells)) return STRUCTURE;
    if (isHeader(cells)) {
      columns = headerIndex(cells.map(bare));
      return STRUCTURE;
    }
    const filled = cells.filter((cell) => cell.trim() !== '').length;
    // Footers and disclaimers: 'Date downloaded 12/03/2025 3:00 pm', '"The data and …"'.
    if (!columns || (filled <= 2 && !parseDate(cells[0], 'MM/DD/YYYY'))) return STRUCTURE;
    if (/^date downloaded/.test(cellKey(cells[0]))) return STRUCTURE;
    const cell = (name: string) => columns?.cell(cells, name);
    const action = cell('Action');
    if (!action?.trim()) return failed('Action: the row has none');
    return classify(
      cellKey(action),
      {
        symbol: cell('Symbol'),
        date: cell('Run Date'),
        quantity: cell('Quantity'),
        price: cell('Price'),
        amount: cell('Amount'),
        fees: [cell('Commission'), cell('Fees')],
        currency: cell('Currency') ?? 'USD',
      },
      cell('Description') ?? '',
    );
  });
}

export const fidelityFormats: BrokerFormat[] = [
  {
    id: 'fidelity-activity',
    broker: 'Fidelity',
    label: 'Activity & Orders history (CSV)',
    detect: (records) => findHeader(records, isActivity) >= 0,
    parse,
  },
  {
    id: 'fidelity-history',
    broker: 'Fidelity',
    label: 'Accounts History (CSV, older)',
    detect: (records) => findHeader(records, isHistory) >= 0,
    parse,
  },
];
