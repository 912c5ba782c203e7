import { cellKey, parseNumber, type DateOrder } from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { reportOf, sections, type SectionRow } from './ibkr-sections.ts';
import { currencyOf, statementCashRow, unreadSection } from './ibkr-statement-cash.ts';
import { parseHistory } from './ibkr-transaction-history.ts';
import { REASONS, failed, skipped, tradeOutcome } from './row-outcomes.ts';
import { isOptionSymbol } from './security-kinds.ts';

// Interactive Brokers' sectioned reports (docs/decisions/030): the Activity Statement and the
// newer Transaction History (ibkr-sections.ts reads their layout). The statement's Trades,
// dividend, tax, cash, fee, interest and corporate-action sections are read, each row in its own
// currency; every data row of its other sections is refused with a reason (a summary, or a
// section not imported), so each data line is accounted for. Only the Transaction History
// section of the newer report is read; its other sections are structure.

const ORDERS: readonly DateOrder[] = ['YYYY-MM-DD', 'MM/DD/YYYY', 'YYYYMMDD'];

const ASSET_REASONS: Record<string, string> = {
  'equity and index options': REASONS.option,
  'options on futures': REASONS.option,
  futures: REASONS.future,
  forex: REASONS.fx,
  bonds: REASONS.bond,
  'treasury bills': REASONS.bond,
  warrants: 'Warrant: warrants are not supported',
  cfds: 'CFD: contracts for difference are not supported',
};

/** A trade row with the currency it is in (fees in it too, unless given in US dollars only). */
function tradeRow(row: SectionRow): RowOutcome {
  const { cell } = row;
  const asset = cellKey(cell('Asset Category'));
  if (ASSET_REASONS[asset]) return skipped(ASSET_REASONS[asset]);
  const symbol = cell('Symbol') ?? '';
  if (isOptionSymbol(symbol)) return skipped(REASONS.option);
  const currency = currencyOf(row);
  if (typeof currency !== 'string') return currency;
  if (/\bca\b/i.test((cell('Code') ?? '').replace(/;/g, ' '))) {
    return skipped('Cancelled trade: IBKR cancelled this execution');
  }
  const quantity = parseNumber(cell('Quantity'));
  if (!quantity || quantity.isZero()) {
    return failed(`Quantity: "${(cell('Quantity') ?? '').trim()}" is not a number of shares`);
  }
  // 'Comm/Fee' is in the trade's currency; a statement that gives only 'Comm in USD' is not.
  const commission = cell('Comm/Fee');
  const inDollars = commission === undefined ? cell('Comm in USD') : undefined;
  const foreign = inDollars?.trim() && currency !== 'USD' ? inDollars.trim() : null;
  const outcome = tradeOutcome(
    quantity.isNegative() ? 'sell' : 'buy',
    {
      symbol,
      date: cell('Date/Time'),
      quantity: cell('Quantity'),
      price: cell('T. Price'),
      amount: cell('Proceeds'),
      fees: [foreign ? undefined : (commission ?? inDollars)],
      ...(foreign ? { note: `Commission of ${foreign.replace(/^-/, '')} USD not included` } : {}),
    },
    ORDERS,
  );
  return outcome.kind === 'transaction'
    ? { ...outcome, transaction: { ...outcome.transaction, currency } }
    : outcome;
}

function parseStatement(records: readonly CsvRecord[]): RowOutcome[] {
  // 'symbol|date/time' → the line of the Order row whose fills (Trade rows) follow it.
  const orders = new Map<string, number>();
  let lastTradeLine = 0;
  return sections(records, (row) => {
    if (row.section !== 'trades') return statementCashRow(row) ?? unreadSection(row);
    if (!row.hasHeader) return failed('Trades: no header for this section above this line');
    const { cell, line } = row;
    const discriminator = cellKey(cell('DataDiscriminator'));
    const key = `${cell('Symbol') ?? ''}|${cell('Date/Time') ?? ''}`;
    if (discriminator === 'closedlot') {
      return skipped(`Closed lot: a tax lot of the sale on line ${lastTradeLine}`);
    }
    const order = orders.get(key);
    if (discriminator === 'trade' && order !== undefined) {
      return skipped(`Fill: one execution of the order on line ${order}`);
    }
    if (discriminator === 'order') orders.set(key, line);
    lastTradeLine = line;
    return tradeRow(row);
  });
}

export const ibkrStatementFormats: BrokerFormat[] = [
  {
    id: 'ibkr-activity-statement',
    broker: 'Interactive Brokers',
    label: 'Activity Statement (CSV)',
    detect: (records) => /activity statement|^trades$/.test(reportOf(records) ?? ''),
    parse: parseStatement,
  },
  {
    id: 'ibkr-transaction-history',
    broker: 'Interactive Brokers',
    label: 'Transaction History (CSV)',
    detect: (records) => reportOf(records) === 'transaction history',
    parse: parseHistory,
  },
];
