import { cellKey, isBlank, otherCurrency, parseDate, parseNumber } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';

// Vanguard UK's account report saved as CSV: an account title, then sections ('Cash
// Transactions', 'Investment Transactions'), each with its own header, ',,,,,' spacers and a
// 'Balance' or 'Cost' summary row. A Vanguard UK account is held in pounds, so no row becomes a
// transaction here: trades, dealing fees and dividends are skipped as GBP, cash movements with
// their own reason. Each data row's date and numbers are still read, so a damaged row is an error.

const SECTIONS = new Map([
  ['cash transactions', 'cash'],
  ['investment transactions', 'investment'],
] as const);
type Section = 'cash' | 'investment';

const GBP = otherCurrency('GBP');

/** What a cash row's Details say it is: null for a row in pounds that would be a trade. */
const CASH_REASONS: Array<[RegExp, string]> = [
  [/^reversal of div/i, GBP],
  [/deposit/i, 'Deposit: cash movements are not tracked'],
  [/withdrawal|^payment by/i, 'Withdrawal: cash movements are not tracked'],
  [/interest/i, 'Interest: cash interest is not tracked'],
  [/^account fee/i, 'Account fee: fees without a symbol are not tracked'],
  [/^(bought|sold)\b|dealing fee|^div:/i, GBP],
];

function cashRow(cells: readonly string[]): RowOutcome {
  const details = (cells[1] ?? '').trim();
  if (parseNumber(cells[2]) === null)
    return { kind: 'error', message: `Amount "${cells[2] ?? ''}" is not a number` };
  const reason = CASH_REASONS.find(([pattern]) => pattern.test(details))?.[1];
  return { kind: 'skipped', reason: reason ?? `Unknown entry "${details}": not imported` };
}

function investmentRow(cells: readonly string[]): RowOutcome {
  if (parseNumber(cells[3]) === null) {
    return { kind: 'error', message: `Quantity "${cells[3] ?? ''}" is not a number` };
  }
  if (parseNumber(cells[4]) === null) {
    return { kind: 'error', message: `Price "${cells[4] ?? ''}" is not a number` };
  }
  return { kind: 'skipped', reason: GBP };
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
