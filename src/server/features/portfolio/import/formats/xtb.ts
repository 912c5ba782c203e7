import { cellKey, headerIndex, isBlank } from '../cells.ts';
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

// XTB's cash operations history (xStation: History → Cash operations, saved as CSV with ';'):
// ID, Type, Time ('05.01.2024 15:30:01'), Symbol ('AAPL.US'), Comment, Amount. A trade's shares
// and price are in its comment ('OPEN BUY 2 @ 180.50', a part of an order 'OPEN BUY 2/5 @ …',
// a sale 'CLOSE BUY 1/2 @ 190.00'), the price in the market's currency; Amount is in the
// account's, which the report states above the table ('Currency;EUR'). Without that line the
// account's own cash is in the import's account currency and a dividend in the market's.

const ORDERS = ['DD.MM.YYYY', 'YYYY-MM-DD'] as const;
type Read = (name: string) => string | undefined;

/** XTB's market suffix → the ledger's suffix and the market's currency. */
const MARKETS: Record<string, [suffix: string, currency: string]> = {
  US: ['', 'USD'],
  UK: ['.L', 'GBX'],
  DE: ['.DE', 'EUR'],
  FR: ['.PA', 'EUR'],
  NL: ['.AS', 'EUR'],
  ES: ['.MC', 'EUR'],
  IT: ['.MI', 'EUR'],
  PL: ['.WA', 'PLN'],
  CH: ['.SW', 'CHF'],
};

function listing(symbol: string): { ticker: string; currency: string } | { error: string } {
  const match = /^([A-Z0-9-]+)\.([A-Z]{2})$/i.exec(symbol.trim());
  const market = match ? MARKETS[(match[2] ?? '').toUpperCase()] : undefined;
  if (!match || !market) {
    return { error: `Symbol: "${symbol.trim()}" is not on a market we map; add this row by hand` };
  }
  return { ticker: `${match[1]}${market[0]}`, currency: market[1] };
}

const COMMENT = /^(open|close)\s+(buy|sell)\s+([\d.]+)(?:\/[\d.]+)?\s+@\s+([\d.]+)/i;

function trade(read: Read): RowOutcome {
  const where = listing(read('Symbol') ?? '');
  if ('error' in where) return failed(where.error);
  const comment = COMMENT.exec((read('Comment') ?? '').trim());
  if (!comment)
    return failed(`Comment: "${(read('Comment') ?? '').trim()}" gives no shares and price`);
  const [, action = '', side = '', quantity, price] = comment;
  // Opening a long position buys; closing it ('CLOSE BUY') sells. Shorts are CFDs at XTB.
  if (cellKey(side) === 'sell') return failed(REASONS.shortSale);
  const type = cellKey(action) === 'open' ? 'buy' : 'sell';
  const cells = {
    symbol: where.ticker,
    date: read('Time'),
    quantity,
    price,
    currency: where.currency,
    sourceId: read('ID'),
  };
  return tradeOutcome(type, cells, ORDERS);
}

function row(read: Read, account: string | undefined): RowOutcome {
  const type = cellKey(read('Type'));
  const cash = {
    date: read('Time'),
    amount: read('Amount'),
    currency: account,
    sourceId: read('ID'),
  };
  if (/purchase|sale/.test(type)) return trade(read);
  if (/^divid/.test(type) || /withholding tax/.test(type)) {
    const where = listing(read('Symbol') ?? '');
    if ('error' in where) return failed(where.error);
    const kind = /^divid/.test(type) ? 'dividend' : 'tax';
    return cashOutcome(
      kind,
      { ...cash, symbol: where.ticker, currency: account ?? where.currency },
      ORDERS,
    );
  }
  if (/interest tax/.test(type)) return skipped(REASONS.withholding);
  if (/interest/.test(type)) return accountCashOutcome('interest', cash, ORDERS);
  if (/^deposit/.test(type)) return accountCashOutcome('deposit', cash, ORDERS);
  if (/^withdraw/.test(type)) return accountCashOutcome('withdrawal', cash, ORDERS);
  if (/fee/.test(type)) return accountCashOutcome('account-fee', cash, ORDERS);
  if (/transfer/.test(type)) return skipped(REASONS.transfer);
  if (/close trade|swap|rollover/.test(type))
    return skipped('CFD: contracts for difference are not holdings');
  return skipped(REASONS.unknown(read('Type') ?? ''));
}

const isHeader = headerRule({ required: ['ID', 'Type', 'Time', 'Symbol', 'Comment', 'Amount'] });

function parse(records: readonly CsvRecord[]): RowOutcome[] {
  const headerAt = findHeader(records, isHeader);
  const columns = headerIndex(records[headerAt]?.cells ?? []);
  const stated = records
    .slice(0, Math.max(headerAt, 0))
    .find(({ cells }) => cellKey(cells[0]) === 'currency')?.cells[1];
  const account = /^[A-Z]{3}$/i.test(stated?.trim() ?? '')
    ? stated?.trim().toUpperCase()
    : undefined;
  return records.map(({ cells }, index): RowOutcome => {
    if (index <= headerAt || isBlank(cells)) return STRUCTURE;
    // The report's last row sums the Amount column.
    if (cellKey(cells[0]) === 'total' || (cells[0]?.trim() === '' && cellKey(cells[1]) === 'total'))
      return STRUCTURE;
    return row((name) => columns.cell(cells, name), account);
  });
}

export const xtbFormats: BrokerFormat[] = [
  {
    id: 'xtb-cash-operations',
    broker: 'XTB',
    label: 'Cash operations (CSV)',
    detect: (records) => findHeader(records, isHeader) >= 0,
    parse,
  },
];
