import { describe, expect, it } from 'vitest';
import type { ImportMapping } from '#shared/portfolio/portfolio-import.ts';
import type { CsvRecord } from './format.ts';
import {
  type Expected,
  expectDetection,
  parseFixture,
  summarise,
} from './fixtures/read-fixture.ts';
import { createMappedFormat, suggestMapping } from './mapped.ts';

const mapping: ImportMapping = {
  columns: {
    date: 'Trade Date',
    symbol: 'Ticker',
    type: 'Side',
    quantity: 'Qty',
    price: 'Price ($)',
    fees: 'Commission',
    amount: 'Total',
    currency: 'Currency',
    note: 'Memo',
  },
  dateOrder: 'MM/DD/YYYY',
  decimalSeparator: '.',
};

const expected: Expected[] = [
  [1, 'structure'],
  [2, 'structure'],
  [
    3,
    {
      type: 'buy',
      symbol: 'AAPL',
      date: '2024-03-01',
      quantity: '10',
      price: '185.5',
      fees: '1',
      note: 'first lot',
      currency: 'USD',
    },
  ],
  [
    4,
    {
      type: 'sell',
      symbol: 'AAPL',
      date: '2024-03-05',
      quantity: '4',
      price: '190',
      fees: null,
      note: null,
      currency: 'USD',
    },
  ],
  [
    5,
    {
      type: 'dividend',
      symbol: 'AAPL',
      date: '2024-03-06',
      amount: '2.4',
      note: null,
      currency: 'USD',
    },
  ],
  [
    6,
    'error: A split needs its ratio, which the mapping has no column for: add this split by hand',
  ],
  [7, { type: 'fee', symbol: 'AAPL', date: '2024-03-08', amount: '0.5', note: null }],
  [
    8,
    {
      type: 'buy',
      symbol: 'SAP',
      date: '2024-03-09',
      quantity: '1',
      price: '170',
      fees: null,
      note: null,
      currency: 'EUR',
    },
  ],
  [9, 'error: Date "13/09/2024" is not a MM/DD/YYYY date'],
  [10, 'error: Type "Transfer" is not a known word: map it to buy, sell, dividend, split or fee'],
  [11, 'error: The symbol cell is empty'],
  [
    12,
    {
      type: 'buy',
      symbol: 'MSFT',
      date: '2024-03-12',
      quantity: '2',
      price: '400',
      fees: null,
      note: null,
      currency: 'USD',
    },
  ],
  [13, 'structure'],
  [
    14,
    {
      type: 'buy',
      symbol: 'VOD.L',
      date: '2024-03-13',
      quantity: '100',
      price: '0.725',
      fees: null,
      note: 'pence',
      currency: 'GBP',
    },
  ],
  [
    15,
    {
      type: 'buy',
      symbol: 'CSPX.L',
      date: '2024-03-13',
      quantity: '1',
      price: '550.2',
      fees: null,
      note: 'a London ETF in dollars',
      currency: 'USD',
    },
  ],
  [16, 'skipped: XAU: not a currency Tickerdeck supports'],
];

const records = (...rows: string[][]): CsvRecord[] =>
  rows.map((cells, index) => ({ line: index + 1, cells }));

describe('the column-mapping format', () => {
  it('names itself after the mapping', () => {
    const format = createMappedFormat(mapping, 'My broker');
    expect([format.id, format.broker, format.label]).toEqual([
      'mapped',
      'Your mapping',
      'My broker',
    ]);
    expect(createMappedFormat(mapping).label).toBe('Column mapping');
  });

  it('detects a file whose header holds every mapped column, and no other fixture', async () => {
    await expectDetection(createMappedFormat(mapping), ['mapped-generic.csv']);
  });

  it('reads each row by the mapping: type words, each row in its currency (pence as pounds, a London listing in dollars left alone, an unknown code skipped), splits without a ratio, bad cells', async () => {
    expect(await parseFixture(createMappedFormat(mapping), 'mapped-generic.csv')).toEqual(expected);
  });

  it('without a type column, buys, or sells when the quantity is negative; the price can come from the total', () => {
    const format = createMappedFormat({
      columns: {
        date: 'Datum',
        symbol: 'Symbol',
        quantity: 'Stück',
        amount: 'Betrag',
        fees: 'Gebühr',
      },
      dateOrder: 'DD.MM.YYYY',
      decimalSeparator: ',',
    });
    const file = records(
      ['Datum', 'Symbol', 'Stück', 'Betrag', 'Gebühr'],
      ['02.01.2024', 'ko', '1.000', '60.120,50', '1,5'],
      ['03.01.2024', 'KO', '-2,5', '150,25', ''],
      ['04.01.2024', 'KO', '', '150,25', ''],
      ['05.01.2024', 'KO', '1', '60', 'eins'],
    );
    expect(summarise(file, format.parse(file))).toEqual([
      [1, 'structure'],
      [
        2,
        {
          type: 'buy',
          symbol: 'KO',
          date: '2024-01-02',
          quantity: '1000',
          price: '60.1205',
          fees: '1.5',
          note: null,
        },
      ],
      [
        3,
        {
          type: 'sell',
          symbol: 'KO',
          date: '2024-01-03',
          quantity: '2.5',
          price: '60.1',
          fees: null,
          note: null,
        },
      ],
      [4, 'error: Quantity "" is not a number'],
      [5, 'error: Fees "eins" is not a number'],
    ]);
  });

  it("uses the mapping's own type words before the built-in ones, and cuts long notes to 500 characters", () => {
    const format = createMappedFormat({
      columns: { date: 'Date', symbol: 'Symbol', type: 'Kind', amount: 'Amount', note: 'Note' },
      dateOrder: 'YYYY-MM-DD',
      decimalSeparator: '.',
      typeValues: { Coupon: 'dividend', Buy: 'fee' },
    });
    const file = records(
      ['Date', 'Symbol', 'Kind', 'Amount', 'Note'],
      ['2024-05-01', 'T', 'coupon', '3.5', 'x'.repeat(600)],
      ['2024-05-02', 'T', 'BUY', '1', ''],
    );
    const [, coupon, buy] = format.parse(file);
    expect(coupon).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'dividend',
        symbol: 'T',
        date: '2024-05-01',
        amount: '3.5',
        note: 'x'.repeat(500),
      },
    });
    expect(buy).toMatchObject({ kind: 'transaction', transaction: { type: 'fee', amount: '1' } });
  });

  it('without a header holding the mapped columns, every data line is an error and blank lines stay structure', () => {
    const file = records(['Date', 'Symbol'], ['2024-01-02', 'KO'], ['']);
    expect(summarise(file, createMappedFormat(mapping).parse(file))).toEqual([
      [1, 'error: No header row holds all the mapped columns'],
      [2, 'error: No header row holds all the mapped columns'],
      [3, 'structure'],
    ]);
  });
});

describe('suggestMapping', () => {
  it('guesses columns from common header names, each header used once', () => {
    expect(
      suggestMapping([
        'Trade Date',
        'Ticker',
        'Action',
        'Qty',
        'Price ($)',
        'Commission',
        'Amount',
        'Currency',
        'Description',
        'Extra',
      ]),
    ).toEqual({
      date: 'Trade Date',
      symbol: 'Ticker',
      type: 'Action',
      quantity: 'Qty',
      price: 'Price ($)',
      fees: 'Commission',
      amount: 'Amount',
      currency: 'Currency',
      note: 'Description',
    });
  });

  it('leaves out what it cannot guess', () => {
    expect(suggestMapping(['Date', 'Symbol', 'Shares', 'Foo'])).toEqual({
      date: 'Date',
      symbol: 'Symbol',
      quantity: 'Shares',
    });
    expect(suggestMapping([])).toEqual({});
  });
});
