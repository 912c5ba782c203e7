import { headerIndex, isBlank, splitRatio, type DateOrder } from '../cells.ts';
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
  tradeOutcome,
  type RowCells,
} from './row-outcomes.ts';
import { isOptionSymbol } from './security-kinds.ts';
import type { SuggestionKind } from '#shared/portfolio/portfolio-import-offers.ts';
import { suggestionOutcome } from './suggestions.ts';

// Robinhood's account activity report (US and UK; amounts in US dollars) (docs/decisions/030):
// one header, rows not in date order, descriptions that span lines inside quotes (one record
// each, thanks to csv-parse), `($1.10)` negatives, then an empty `""` record and a disclaimer
// record whose text sits in a tenth, unnamed column. What a row is lives in 'Trans Code'.

const ORDERS: readonly DateOrder[] = ['MM/DD/YYYY'];
const HEADER = [
  'Activity Date',
  'Process Date',
  'Settle Date',
  'Instrument',
  'Description',
  'Trans Code',
  'Quantity',
  'Price',
  'Amount',
];

/** Robinhood's columns, in whatever order the file has them. */
const isHeader = headerRule({ required: HEADER });

/** Trans codes by what they are; a code not listed is skipped with its name. */
const CODES: Record<string, string> = {
  FXBUY: REASONS.fx,
  FXSELL: REASONS.fx,
  MTCH: 'IRA match: cash movements are not tracked',
  SLIP: REASONS.lending,
  JNLC: REASONS.journal,
  CIL: 'Cash in lieu: cash movements are not tracked',
  SOFF: REASONS.corporateAction('Spin-off'),
};
/** Rows that change the shares held: suggestions to enter by hand (the kind each becomes). */
const SUGGESTED: Record<string, SuggestionKind> = {
  ACATI: 'shares-in',
  ACATO: 'shares-out',
  MRGC: 'merger',
  MRGS: 'merger',
};
const OPTION_CODES = new Set(['BTO', 'BTC', 'STO', 'STC', 'OEXP', 'OASGN', 'OEXCS', 'OCA']);
/** The account's own cash. */
const ACCOUNT_CODES: Record<string, 'interest' | 'account-fee'> = {
  INT: 'interest',
  MINT: 'interest',
  GOLD: 'account-fee',
};
/** Cash in or out of the account: the sign of the amount tells which. */
const CASH_CODES = new Set(['ACH', 'UKGBP', 'RTP', 'DEP', 'WIRE', 'DCF', 'CHECK']);

function classify(code: string, cells: RowCells, description: string): RowOutcome {
  if (code === 'BUY' || code === 'SELL') {
    if (isOptionSymbol(cells.symbol ?? '')) return skipped(REASONS.option);
    return tradeOutcome(code === 'BUY' ? 'buy' : 'sell', cells, ORDERS);
  }
  if (code === 'CDIV' || code === 'MDIV') return cashOutcome('dividend', cells, ORDERS);
  if (code === 'AFEE' || code === 'DFEE') return cashOutcome('fee', cells, ORDERS);
  if (code === 'SPL' || code === 'SPR') {
    return splitOutcome(splitRatio(description), cells, ORDERS);
  }
  if (OPTION_CODES.has(code)) return skipped(REASONS.option);
  if (code === 'NRAT' || code === 'DTAX') {
    return cells.symbol?.trim() ? cashOutcome('tax', cells, ORDERS) : skipped(REASONS.withholding);
  }
  const own = ACCOUNT_CODES[code];
  if (own) return accountCashOutcome(own, cells, ORDERS);
  if (CASH_CODES.has(code)) {
    const out = /^\(|^-/.test((cells.amount ?? '').trim());
    return accountCashOutcome(out ? 'withdrawal' : 'deposit', cells, ORDERS);
  }
  const suggested = SUGGESTED[code];
  if (suggested && cells.symbol?.trim())
    return suggestionOutcome(suggested, cells, ORDERS, description);
  const reason = CODES[code];
  return skipped(reason ?? REASONS.unknown(code));
}

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  let columns: ReturnType<typeof headerIndex> | null = null;
  return records.map(({ cells }) => {
    if (isHeader(cells)) {
      columns = headerIndex(cells);
      return STRUCTURE;
    }
    // The disclaimer: the nine columns empty and its text beyond them.
    if (isBlank(cells) || !columns || isBlank(cells.slice(0, HEADER.length))) return STRUCTURE;
    const cell = (name: string) => columns?.cell(cells, name);
    const code = (cell('Trans Code') ?? '').trim().toUpperCase();
    if (code === '') return failed('Trans Code: the row has none');
    return classify(
      code,
      {
        symbol: cell('Instrument'),
        date: cell('Activity Date'),
        quantity: cell('Quantity'),
        price: cell('Price'),
        amount: cell('Amount'),
        currency: 'USD',
        // A sale's regulatory fees (SEC, TAF) are only in its Amount.
        feesInAmount: true,
      },
      cell('Description') ?? '',
    );
  });
}

export const robinhoodFormats: BrokerFormat[] = [
  {
    id: 'robinhood-activity',
    broker: 'Robinhood',
    label: 'Account activity report (CSV)',
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse,
  },
];
