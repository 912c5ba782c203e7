import { cellKey, isBlank, parseDate, parseNumber } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { accountCashOutcome, cashOutcome, failed, skipped, tradeOutcome } from './row-outcomes.ts';

// Vanguard UK's account report saved as CSV: an account title, then sections ('Cash
// Transactions', 'Investment Transactions'), each with its own header, ',,,,,' spacers and a
// 'Balance' or 'Cost' summary row. The account is held in pounds: every row is in GBP. Trades are
// read from the investment section (the cash section repeats them as Bought/Sold), an ETF by
// the ticker in brackets after its name as a London listing ('(EGLD)' → EGLD.L); a fund without
// one is an error asking you to add it by hand. Dividends name the listing ('DIV: EGLD.XLON.GB').

const SECTIONS = new Map([
  ['cash transactions', 'cash'],
  ['investment transactions', 'investment'],
] as const);
type Section = 'cash' | 'investment';

const ORDERS = ['DD/MM/YYYY'] as const;
const GBP = 'GBP';
const IN_INVESTMENTS = 'Trade: read from the Investment Transactions section';

/** The cash rows that are the account's own cash, each its ledger kind. */
const CASH: Array<[RegExp, 'deposit' | 'withdrawal' | 'interest' | 'account-fee']> = [
  [/deposit/i, 'deposit'],
  [/withdrawal|^payment by/i, 'withdrawal'],
  [/interest/i, 'interest'],
  [/^account fee/i, 'account-fee'],
];

/** A London ticker in brackets at the end of a name: 'Example ETF (EGLD)' → 'EGLD.L'. */
const listedIn = (name: string) => {
  const ticker = /\(([A-Z0-9]{2,6})\)\s*$/.exec(name.trim())?.[1];
  return ticker ? `${ticker}.L` : null;
};

function cashRow(cells: readonly string[]): RowOutcome {
  const [date, details = '', amount] = cells;
  if (parseNumber(amount) === null)
    return { kind: 'error', message: `Amount "${amount ?? ''}" is not a number` };
  const text = details.trim();
  if (/^reversal of div/i.test(text)) {
    return skipped('Dividend reversal: edit the dividend on the transactions page');
  }
  if (/^(bought|sold)\b/i.test(text)) return skipped(IN_INVESTMENTS);
  const dividend = /^div:\s*([A-Z0-9]+)\.XLON\b/i.exec(text);
  if (dividend) {
    const symbol = `${dividend[1] ?? ''}.L`;
    return cashOutcome('dividend', { symbol, date, amount, currency: GBP }, ORDERS);
  }
  if (/dealing fee/i.test(text)) {
    const symbol = listedIn(text);
    if (!symbol) return failed(`"${text}" names no ticker: add this fee by hand`);
    return cashOutcome('fee', { symbol, date, amount, currency: GBP }, ORDERS);
  }
  const kind = CASH.find(([pattern]) => pattern.test(text))?.[1];
  if (kind) return accountCashOutcome(kind, { date, amount, currency: GBP }, ORDERS);
  return skipped(`Unknown entry "${text}": not imported`);
}

function investmentRow(cells: readonly string[]): RowOutcome {
  const [date, name = '', details = '', quantity, price, cost] = cells;
  if (parseNumber(quantity) === null) {
    return { kind: 'error', message: `Quantity "${quantity ?? ''}" is not a number` };
  }
  if (parseNumber(price) === null) {
    return { kind: 'error', message: `Price "${price ?? ''}" is not a number` };
  }
  const side = /^sold\b/i.test(details.trim()) ? 'sell' : 'buy';
  const symbol = listedIn(name);
  if (!symbol) return failed(`"${name.trim()}" names no ticker (a fund): add it by hand`);
  return tradeOutcome(side, { symbol, date, quantity, price, amount: cost, currency: GBP }, ORDERS);
}

const isHeader = (cells: readonly string[]) =>
  cellKey(cells[0]) === 'date' && ['details', 'investmentname'].includes(cellKey(cells[1]));

function parseRecords(records: readonly CsvRecord[]): RowOutcome[] {
  let section: Section | null = null;
  return records.map(({ cells }): RowOutcome => {
    const first = cellKey(cells[0]);
    const title = SECTIONS.get(first as 'cash transactions');
    if (title) section = title;
    if (title || isBlank(cells) || isHeader(cells) || section === null)
      return { kind: 'structure' };
    if (first === 'balance' || first === 'cost') return { kind: 'structure' };
    if (parseDate(cells[0], 'DD/MM/YYYY') === null) {
      return { kind: 'error', message: `Date "${cells[0] ?? ''}" is not a DD/MM/YYYY date` };
    }
    return section === 'cash' ? cashRow(cells) : investmentRow(cells);
  });
}

export const vanguardUkFormats: BrokerFormat[] = [
  {
    id: 'vanguard-uk-report',
    broker: 'Vanguard UK',
    label: 'Account report (CSV)',
    detect: (records) => {
      const first = records.slice(0, 12).map(({ cells }) => cells);
      return (
        first.some((cells) => SECTIONS.has(cellKey(cells[0]) as 'cash transactions')) &&
        first.some(isHeader)
      );
    },
    parse: parseRecords,
  },
];
