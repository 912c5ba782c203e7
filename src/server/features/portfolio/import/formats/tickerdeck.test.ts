import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { readCsv } from '../read-csv.ts';
import { type Expected, expectDetection, parseFixture } from './fixtures/read-fixture.ts';
import { TICKERDECK_COLUMNS, tickerdeckFormat, writeTickerdeckCsv } from './tickerdeck.ts';

type Row = Transaction & { source: string };

let next = 0;
function row(fields: Partial<Row> & Pick<Row, 'type' | 'symbol' | 'date'>): Row {
  next += 1;
  return {
    id: `TD-${next}`,
    name: null,
    quantity: null,
    price: null,
    amount: null,
    fees: null,
    ratio: null,
    accountId: 'a1',
    currency: 'USD',
    fxRate: null,
    toAccountId: null,
    acquiredOn: null,
    lotMethod: null,
    lots: null,
    note: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    source: 'manual',
    ...fields,
  };
}

const HOSTILE = [
  '=HYPERLINK("x")',
  '@SUM(1)',
  '-1+2',
  '+1',
  '\tx',
  '\rx',
  "'=already",
  "''@x",
  "'plain",
  // Full-width forms some spreadsheets also run: ＝ U+FF1D, ＋ U+FF0B, － U+FF0D, ＠ U+FF20.
  '＝HYPERLINK("x")',
  '＋1',
  '－cmd',
  '＠SUM(1)',
  "'＝already",
  'a\r\nb, "c"',
  '日本 📈',
];

const ledger: Row[] = [
  row({
    type: 'buy',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    date: '2023-01-03',
    quantity: '10.5',
    price: '125.07',
    fees: '1',
    note: 'first lot',
  }),
  row({
    type: 'buy',
    symbol: 'BRK.B',
    name: "=cmd|' /C calc'!A0",
    date: '2023-01-04',
    quantity: '0.000001',
    price: '300',
    fees: '0',
    source: '-import',
  }),
  row({
    type: 'sell',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    date: '2023-02-01',
    quantity: '4',
    price: '150.123456',
    fees: null,
    source: 'import:trading212-history:EOF1',
  }),
  row({ type: 'dividend', symbol: 'AAPL', date: '2023-02-16', amount: '2.3' }),
  row({ type: 'fee', symbol: 'AAPL', date: '2023-03-01', amount: '0.5', note: '@fee' }),
  row({ type: 'split', symbol: 'NVDA', date: '2024-06-10', ratio: { from: 1, to: 10 } }),
  row({
    type: 'split',
    symbol: 'GE',
    date: '2021-08-02',
    ratio: { from: 8, to: 1 },
    note: 'reverse',
  }),
  ...HOSTILE.map((note) =>
    row({ type: 'dividend', symbol: 'KO', date: '2023-04-03', amount: '1', note }),
  ),
];

/** What the reader must give back for a ledger row. */
function input(row: Row) {
  const common = { type: row.type, date: row.date, note: row.note, symbol: row.symbol };
  const placed = { ...common, currency: row.currency };
  if (row.type === 'split') return { ...placed, ratio: row.ratio };
  if (row.type === 'dividend' || row.type === 'fee') return { ...placed, amount: row.amount };
  return {
    ...placed,
    name: row.name,
    quantity: row.quantity,
    price: row.price,
    fees: row.fees,
    fxRate: row.fxRate,
  };
}

const expected: Expected[] = [
  [1, 'structure'],
  [
    2,
    {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-01-02',
      name: 'Apple Inc.',
      quantity: '10',
      price: '185.5',
      fees: '1',
      fxRate: null,
      note: null,
      sourceId: 'import:schwab-transactions:abc',
    },
  ],
  [
    3,
    {
      type: 'dividend',
      symbol: 'AAPL',
      date: '2024-02-15',
      amount: '2.4',
      note: 'Q1, paid',
      sourceId: 'manual',
    },
  ],
  [
    4,
    {
      type: 'split',
      symbol: 'NVDA',
      date: '2024-06-10',
      ratio: { from: 1, to: 10 },
      note: null,
      sourceId: 'manual',
    },
  ],
  [
    5,
    {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-03-01',
      name: 'Apple Inc.',
      quantity: '4',
      price: '190',
      fees: null,
      fxRate: null,
      note: '=HYPERLINK("x")',
      sourceId: 'manual',
    },
  ],
  [
    6,
    {
      type: 'fee',
      symbol: 'AAPL',
      date: '2024-03-05',
      amount: '0.5',
      note: null,
      sourceId: 'manual',
    },
  ],
  [7, 'structure'],
  [8, 'error: date "2024-13-01" is not YYYY-MM-DD'],
  [
    9,
    'error: type "swap" is not one of buy, sell, dividend, split, fee, tax, deposit, withdrawal, interest, account-fee, transfer-cash, transfer-shares, receive-shares',
  ],
];

describe('Tickerdeck ledger CSV', () => {
  it('writes the documented columns with a BOM and CRLF', () => {
    const text = writeTickerdeckCsv(ledger.slice(0, 1));
    expect(
      text.startsWith(
        '\ufeffdate,type,symbol,name,quantity,price,fees,amount,split_from,split_to,note,source,' +
          'account,account_kind,account_currency,currency,fx_rate,to_account,to_account_kind,' +
          'to_account_currency,acquired_on,lot_method,lots\r\n',
      ),
    ).toBe(true);
    expect(text).toBe(
      '\ufeff' +
        TICKERDECK_COLUMNS.join(',') +
        '\r\n2023-01-03,buy,AAPL,Apple Inc.,10.5,125.07,1,,,,first lot,manual,,,,USD,,,,,,,\r\n',
    );
  });

  it('reads back exactly the transactions it wrote, every type, in the order given', async () => {
    const records = await readCsv(writeTickerdeckCsv(ledger));
    expect(tickerdeckFormat.detect(records)).toBe(true);
    const outcomes = tickerdeckFormat.parse(records);
    expect(outcomes).toHaveLength(ledger.length + 1);
    expect(outcomes.slice(1)).toEqual(
      ledger.map((row) => ({ kind: 'transaction', transaction: input(row), sourceId: row.source })),
    );
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    const cells = (parse(writeTickerdeckCsv(ledger), { bom: true }) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r＝＋－＠]/.test(cell))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("x")');
    expect(cells).toContain("'@SUM(1)");
    expect(cells).toContain("'-1+2");
    expect(cells).toContain("''=already");
    expect(cells).toContain("'plain");
    expect(cells).toContain('\'＝HYPERLINK("x")');
    expect(cells).toContain("'＋1");
    expect(cells).toContain("'－cmd");
    expect(cells).toContain("'＠SUM(1)");
    expect(cells).toContain("''＝already");
  });

  it('writes just the header for an empty ledger', () => {
    expect(writeTickerdeckCsv([])).toBe('\ufeff' + TICKERDECK_COLUMNS.join(',') + '\r\n');
  });

  it('detects its own file and no other fixture', async () => {
    await expectDetection(tickerdeckFormat, ['tickerdeck-ledger.csv']);
  });

  it('reads a hand-edited file: quoted notes, blank lines, bad dates and unknown types as errors', async () => {
    expect(await parseFixture(tickerdeckFormat, 'tickerdeck-ledger.csv')).toEqual(expected);
  });
});
