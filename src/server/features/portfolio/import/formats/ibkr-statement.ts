import {
  cellKey,
  headerIndex,
  isBlank,
  otherCurrency,
  parseNumber,
  type DateOrder,
} from '../cells.ts';
import type { BrokerFormat, CsvRecord, RowOutcome } from './format.ts';
import { REASONS, STRUCTURE, cashOutcome, failed, skipped, tradeOutcome } from './row-outcomes.ts';
import { isOptionSymbol } from './security-kinds.ts';

// Interactive Brokers' sectioned reports (docs/decisions/030): the Activity Statement and the
// newer Transaction History. Column 1 names the section, column 2 the row kind (Header, Data,
// SubTotal, Total); a section's header may come again (once per asset category). Only the
// Trades section of a statement and the Transaction History section are read; the others
// (Statement, Account Information, Summary…) are structure.

const ORDERS: readonly DateOrder[] = ['YYYY-MM-DD', 'MM/DD/YYYY', 'YYYYMMDD'];
type Columns = ReturnType<typeof headerIndex>;

/** Statement rows: a section, a row kind, then the section's own columns. */
function sections(
  records: readonly CsvRecord[],
  data: (section: string, columns: Columns, record: CsvRecord) => RowOutcome,
): RowOutcome[] {
  const headers = new Map<string, Columns>();
  return records.map((record) => {
    const { cells } = record;
    if (isBlank(cells)) return STRUCTURE;
    const section = cellKey(cells[0]);
    const kind = cellKey(cells[1]);
    if (kind === 'header') headers.set(section, headerIndex(cells.slice(2)));
    const columns = headers.get(section);
    if (kind !== 'data' || !columns) return STRUCTURE;
    return data(section, columns, { ...record, cells: cells.slice(2) });
  });
}

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

function parseStatement(records: readonly CsvRecord[]): RowOutcome[] {
  // 'symbol|date/time' → the line of the Order row whose fills (Trade rows) follow it.
  const orders = new Map<string, number>();
  let lastTradeLine = 0;
  return sections(records, (section, columns, { line, cells }) => {
    if (section !== 'trades') return STRUCTURE;
    const cell = (name: string) => columns.cell(cells, name);
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
    const asset = cellKey(cell('Asset Category'));
    if (ASSET_REASONS[asset]) return skipped(ASSET_REASONS[asset]);
    const symbol = cell('Symbol') ?? '';
    if (isOptionSymbol(symbol)) return skipped(REASONS.option);
    const currency = (cell('Currency') ?? '').trim();
    if (currency && currency.toUpperCase() !== 'USD') return skipped(otherCurrency(currency));
    if (/\bca\b/i.test((cell('Code') ?? '').replace(/;/g, ' '))) {
      return skipped('Cancelled trade: IBKR cancelled this execution');
    }
    const quantity = parseNumber(cell('Quantity'));
    if (!quantity || quantity.isZero()) {
      return failed(`Quantity: "${(cell('Quantity') ?? '').trim()}" is not a number of shares`);
    }
    return tradeOutcome(
      quantity.isNegative() ? 'sell' : 'buy',
      {
        symbol,
        date: cell('Date/Time'),
        quantity: cell('Quantity'),
        price: cell('T. Price'),
        amount: cell('Proceeds'),
        fees: [cell('Comm/Fee') ?? cell('Comm in USD')],
      },
      ORDERS,
    );
  });
}

function parseHistory(records: readonly CsvRecord[]): RowOutcome[] {
  // Gross, net and commission are in the account's base currency, named in the Summary.
  const base = records.find(
    ({ cells }) => cellKey(cells[0]) === 'summary' && cellKey(cells[2]) === 'base currency',
  )?.cells[3];
  return sections(records, (section, columns, { cells }) => {
    if (section !== 'transaction history') return STRUCTURE;
    const cell = (name: string) => columns.cell(cells, name);
    const type = cellKey(cell('Transaction Type'));
    const symbol = cell('Symbol') ?? '';
    if (/withholding|tax/.test(type)) return skipped(REASONS.withholding);
    if (/interest/.test(type)) return skipped(REASONS.interest);
    if (type === 'deposit') return skipped(REASONS.deposit);
    if (type === 'withdrawal') return skipped(REASONS.withdrawal);
    if (/forex/.test(type)) return skipped(REASONS.fx);
    if (/transfer/.test(type)) return skipped(REASONS.transfer);
    const trade = type === 'buy' ? 'buy' : type === 'sell' ? 'sell' : null;
    const dividend = type === 'dividend' || type === 'payment in lieu';
    const fee = /fee/.test(type) && symbol.trim() !== '-' && symbol.trim() !== '';
    if (!trade && !dividend && !fee) {
      return skipped(
        /fee/.test(type) ? REASONS.accountFee : REASONS.unknown(cell('Transaction Type') ?? ''),
      );
    }
    if (isOptionSymbol(symbol)) return skipped(REASONS.option);
    const currency = (cell('Price Currency') ?? base ?? '').trim();
    if (currency && currency.toUpperCase() !== 'USD') return skipped(otherCurrency(currency));
    const row = { symbol, date: cell('Date'), amount: cell('Gross Amount') };
    if (!trade) return cashOutcome(dividend ? 'dividend' : 'fee', row, ORDERS);
    return tradeOutcome(
      trade,
      { ...row, quantity: cell('Quantity'), price: cell('Price'), fees: [cell('Commission')] },
      ORDERS,
    );
  });
}

/** The title a sectioned report gives itself, or the first section it opens with. */
function reportOf(records: readonly CsvRecord[]): string | null {
  const head = records.slice(0, 30).filter(({ cells }) => !isBlank(cells));
  const first = head[0]?.cells;
  if (!first || cellKey(first[1]) !== 'header') return null;
  const title = head.find(
    ({ cells }) => cellKey(cells[0]) === 'statement' && cellKey(cells[2]) === 'title',
  );
  if (title) return cellKey(title.cells[3]);
  if (head.some(({ cells }) => cellKey(cells[0]) === 'transaction history')) {
    return 'transaction history';
  }
  return head.some(({ cells }) => cellKey(cells[0]) === 'trades') ? 'activity statement' : null;
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
