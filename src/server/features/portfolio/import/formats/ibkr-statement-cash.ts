import type { Decimal } from 'decimal.js';
import { cellKey, decimalText, parseDate, parseNumber, splitRatio } from '../cells.ts';
import type { FileTransaction, RowOutcome } from './format.ts';
import type { SectionRow } from './ibkr-sections.ts';
import { REASONS, failed, skipped, tickerOf } from './row-outcomes.ts';
import { tickerBeforeParenthesis } from './security-kinds.ts';
import { rowCurrency } from '../row-currency.ts';
import { suggestionOutcome } from './suggestions.ts';

// The Activity Statement's sections besides Trades, each row in its own currency: dividends and
// payments in lieu, withholding tax, deposits and withdrawals, fees, interest and splits among
// the corporate actions. Every other section's data rows are refused one by one with a reason.

/** The row's currency as the ledger's code (row-currency.ts), or why the row is skipped. */
export function currencyOf(row: SectionRow): string | RowOutcome {
  const text = (row.cell('Currency') ?? '').trim();
  if (text === '') return failed('Currency: the row has none');
  const currency = rowCurrency(text);
  if (!currency.ok) return skipped(currency.reason);
  // IBKR states its sums in the major unit, whatever the listing's quote unit.
  return currency.code;
}

const quoted = (text: string | undefined) => `"${(text ?? '').trim()}"`;

function dateOf(row: SectionRow, ...names: string[]): string | RowOutcome {
  const text = names.map((name) => row.cell(name)).find((value) => value?.trim());
  return (
    parseDate(text, 'YYYY-MM-DD') ?? failed(`Date: ${quoted(text)} is not a date (YYYY-MM-DD)`)
  );
}

const isOutcome = (value: string | RowOutcome): value is RowOutcome => typeof value !== 'string';

const KINDS = ['dividend', 'tax', 'deposit', 'withdrawal', 'interest', 'account-fee'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (text: string): text is Kind => (KINDS as readonly string[]).includes(text);

/** One cash row as a transaction of the kind its amount's sign gives, or that sign's reason. */
function cashRow(
  row: SectionRow,
  dateColumns: readonly string[],
  kind: (amount: Decimal) => string,
): RowOutcome {
  const currency = currencyOf(row);
  if (isOutcome(currency)) return currency;
  const date = dateOf(row, ...dateColumns);
  if (isOutcome(date)) return date;
  const amount = parseNumber(row.cell('Amount'));
  if (!amount || amount.isZero())
    return failed(`Amount: ${quoted(row.cell('Amount'))} is not a sum`);
  const type = kind(amount);
  if (!isKind(type)) return skipped(type);
  const description = (row.cell('Description') ?? '').trim();
  const sum = decimalText(amount);
  let transaction: FileTransaction;
  if (type === 'dividend' || type === 'tax') {
    const symbol = tickerOf(tickerBeforeParenthesis(description));
    if (symbol === '')
      return failed(`Symbol: the description names no ticker (${quoted(description)})`);
    transaction = { type, symbol, date, amount: sum, currency };
  } else {
    transaction = {
      type,
      date,
      amount: sum,
      currency,
      ...(description ? { note: description.slice(0, 500) } : {}),
    };
  }
  return { kind: 'transaction', transaction };
}

const ORDER = ['YYYY-MM-DD'] as const;

/** A corporate action's or transfer's row as a suggestion's cells. */
const sharesOf = (row: SectionRow, description: string) => ({
  symbol: row.cell('Symbol') ?? tickerBeforeParenthesis(description),
  date: (row.cell('Report Date') ?? row.cell('Date') ?? row.cell('Date/Time') ?? '').slice(0, 10),
  quantity: row.cell('Quantity') ?? row.cell('Qty'),
  // A transfer's cost basis is its Xfer Price (0: not given; its market value is no cost);
  // a cash merger's price is its proceeds per share.
  price: row.cell('Xfer Price'),
  amount: row.cell('Proceeds'),
  currency: row.cell('Currency'),
});

/** A transfer of shares in or out (its direction, else its sign), a suggestion to enter. */
function transferRow(row: SectionRow): RowOutcome {
  const cells = sharesOf(row, '');
  const direction = cellKey(row.cell('Direction'));
  const out = direction === 'out' || (direction !== 'in' && /^\s*-/.test(cells.quantity ?? ''));
  const company = (row.cell('Xfer Company') ?? '').trim();
  return suggestionOutcome(out ? 'shares-out' : 'shares-in', cells, ORDER, company);
}

/** A split among the corporate actions, its ratio in the description; other actions refused. */
function corporateAction(row: SectionRow): RowOutcome {
  const description = (row.cell('Description') ?? '').trim();
  const split = /\)\s*split\s+(\d+\s+for\s+\d+)/i.exec(description);
  if (!split) {
    const action = /\)\s*([a-z][a-z ()-]*?)(?=\s+(for|\d|\())/i.exec(description)?.[1];
    const kind = /merge|acquisition|tender/i.test(action ?? '')
      ? 'merger'
      : /stock dividend|scrip/i.test(action ?? '')
        ? 'scrip-dividend'
        : null;
    if (!kind) return skipped(REASONS.corporateAction(action ?? 'Corporate action'));
    return suggestionOutcome(kind, sharesOf(row, description), ORDER, action);
  }
  const quantity = parseNumber(row.cell('Quantity'));
  // A reverse split with a new ISIN comes as two rows: the old shares out, the new ones in.
  if (quantity?.isNegative())
    return skipped('Split: the old shares leaving; the split is the row with the new shares');
  const ratio = splitRatio(split[1]);
  const symbol = tickerOf(tickerBeforeParenthesis(description));
  if (!ratio) return failed(REASONS.splitRatio);
  if (symbol === '')
    return failed(`Symbol: the description names no ticker (${quoted(description)})`);
  // The report date is the day the shares changed; the time stamp is the evening before.
  const date = dateOf(row, 'Report Date', 'Date/Time');
  if (isOutcome(date)) return date;
  return { kind: 'transaction', transaction: { type: 'split', symbol, date, ratio } };
}

/** Sections that sum up the statement or explain it: their rows are no transactions. */
const SUMMARIES = new Set([
  'statement',
  'account information',
  'net asset value',
  'change in nav',
  'mark-to-market performance summary',
  'realized & unrealized performance summary',
  'month & year to date performance summary',
  'cash report',
  'open positions',
  'forex balances',
  'net stock position summary',
  'change in dividend accruals',
  'interest accruals',
]);
/** Sections that explain the statement: instruments, rates, the legend of codes. */
const REFERENCES = new Set([
  'financial instrument information',
  'base currency exchange rate',
  'codes',
  'notes/legal notes',
]);

/** Why a section's data rows are not imported. */
export function unreadSection(row: SectionRow): RowOutcome {
  if (REFERENCES.has(row.section)) {
    return skipped(`${row.title}: a reference table in the statement, not a transaction`);
  }
  if (SUMMARIES.has(row.section))
    return skipped(`${row.title}: a summary in the statement, not a transaction`);
  return skipped(`${row.title}: this section of the statement is not imported`);
}

/** The outcome of a data row of a cash or corporate-action section, or null for another section. */
export function statementCashRow(row: SectionRow): RowOutcome | null {
  const sign = (positive: string, negative: string) => (amount: Decimal) =>
    amount.isNegative() ? negative : positive;
  switch (row.section) {
    case 'dividends':
    case 'payment in lieu of dividends':
      return cashRow(
        row,
        ['Date'],
        sign('dividend', 'Dividend reversal: edit the dividend on the transactions page'),
      );
    case 'withholding tax':
      return cashRow(
        row,
        ['Date'],
        sign('Withholding tax refund: edit the tax on the transactions page', 'tax'),
      );
    case 'deposits & withdrawals':
      return cashRow(row, ['Settle Date', 'Date'], sign('deposit', 'withdrawal'));
    case 'fees':
      return cashRow(
        row,
        ['Date'],
        sign('Fee refund: edit the fee on the transactions page', 'account-fee'),
      );
    case 'interest':
      // Debit interest is money the account paid: an account fee that names it.
      return cashRow(row, ['Date'], sign('interest', 'account-fee'));
    case 'transfers':
      return cellKey(row.cell('Asset Category')) === 'stocks'
        ? transferRow(row)
        : skipped(REASONS.transfer);
    case 'corporate actions':
      return cellKey(row.cell('Asset Category')) === 'stocks' || !row.cell('Asset Category')
        ? corporateAction(row)
        : skipped(REASONS.corporateAction(`${(row.cell('Asset Category') ?? '').trim()} action`));
    default:
      return null;
  }
}
