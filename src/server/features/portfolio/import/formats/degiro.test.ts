import { describe, expect, it } from 'vitest';
import { type Expected, expectDetection, parseFixture } from './fixtures/read-fixture.ts';
import { degiroAccountFormat } from './degiro-account.ts';
import { degiroTransactionsFormat } from './degiro-transactions.ts';
import { degiroFormats } from './degiro.ts';

const FX =
  'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency';

// Products are named by ISIN where the ticker goes: the importer looks each one up
// (isin-symbols.ts). Costs in another currency than their trade's are a fee of their own.
const expected0: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Transfer: cash movements are not tracked'],
  [3, 'skipped: Transfer: cash movements are not tracked'],
  [4, { type: 'deposit', date: '2024-04-30', amount: '100', currency: 'EUR' }],
  [5, 'skipped: Deposit reservation: the deposit is its own row'],
  // 'Koop 2 @ 168,5 USD', its Order Id wrapped onto the next line.
  [
    6,
    {
      type: 'buy',
      symbol: 'US7134481081',
      date: '2024-04-15',
      quantity: '2',
      price: '168.5',
      note: 'PEPSICO INC.',
      currency: 'USD',
      sourceId: '0a1b2c3d-1111-4e4e-9f9f-123456789abc',
    },
  ],
  [7, 'structure'],
  // Its 2 EUR of costs: the trade is in dollars, so they are a fee in euros.
  [
    8,
    {
      type: 'fee',
      symbol: 'US7134481081',
      date: '2024-04-15',
      amount: '2',
      currency: 'EUR',
      note: 'PEPSICO INC.: costs of the buy on line 6, charged in EUR (the trade is in USD)',
    },
  ],
  [9, FX],
  [10, FX],
  [
    11,
    {
      type: 'dividend',
      symbol: 'US7134481081',
      date: '2024-06-28',
      amount: '2.71',
      currency: 'USD',
    },
  ],
  [
    12,
    { type: 'tax', symbol: 'US7134481081', date: '2024-06-28', amount: '0.41', currency: 'USD' },
  ],
  [
    13,
    {
      type: 'sell',
      symbol: 'NL0010273215',
      date: '2024-06-03',
      quantity: '1',
      price: '905.4',
      note: 'ASML HOLDING',
      currency: 'EUR',
      sourceId: '5e5e5e5e-2222-4a4a-8b8b-abcdefabcdef',
    },
  ],
  [14, 'skipped: Product change: not a trade; add it by hand if it changed your holding'],
  // 'STOCK DIVIDEND: Koop 4 @ 0 EUR': four shares to enter, their cost asked.
  [
    15,
    {
      suggestion: {
        kind: 'scrip-dividend',
        entry: 'receive-shares',
        symbol: 'NL0000000001',
        date: '2024-07-12',
        quantity: '4',
        price: null,
        currency: 'EUR',
        ask: ['cost'],
        reason: 'Scrip dividend: EXAMPLE NV',
      },
    },
  ],
  [16, { type: 'account-fee', date: '2024-02-05', amount: '2.5', currency: 'EUR' }],
  [17, 'skipped: Courtesy credit: cash movements are not tracked'],
  [18, 'skipped: Money market fund: cash sweeps are not tracked'],
  [19, { type: 'withdrawal', date: '2024-08-26', amount: '500', currency: 'EUR' }],
  [20, FX],
  [21, FX],
  [22, 'error: Date "2024-10-01" is not a DD-MM-YYYY date'],
  [23, { type: 'deposit', date: '2024-10-01', amount: '25', currency: 'EUR' }],
  // 'Compra 3 COCA-COLA CO@62,10 USD (US1912161007)': Portuguese, comma decimals.
  [
    24,
    {
      type: 'buy',
      symbol: 'US1912161007',
      date: '2024-10-02',
      quantity: '3',
      price: '62.1',
      note: 'COCA-COLA CO',
      currency: 'USD',
      sourceId: '77aa77aa-3333-4c4c-9d9d-000000000001',
    },
  ],
  [
    25,
    'error: Cannot read the quantity and price in "Compra x COCA-COLA CO@62,10 USD (US1912161007)"',
  ],
  // 'ImpÃ´ts sur dividende' (mojibake for Impôts): French withholding.
  [26, { type: 'tax', symbol: 'FR0000000003', date: '2024-08-01', amount: '0.3', currency: 'EUR' }],
  [27, { type: 'interest', date: '2024-10-04', amount: '0.02', currency: 'EUR' }],
  [28, 'skipped: Unknown entry "Iets onbekends": not imported'],
  [29, 'structure'],
];

const expected1: Expected[] = [
  [1, 'structure'],
  [2, FX],
  [3, FX],
  // 0.50 GBP of costs on a dollar trade: a fee in pounds.
  [
    4,
    {
      type: 'fee',
      symbol: 'US0000000001',
      date: '2024-03-07',
      amount: '0.5',
      currency: 'GBP',
      note: 'EXAMPLE CORP: costs of the buy on line 5, charged in GBP (the trade is in USD)',
    },
  ],
  [
    5,
    {
      type: 'buy',
      symbol: 'US0000000001',
      date: '2024-03-07',
      quantity: '10',
      price: '21.9',
      note: 'EXAMPLE CORP',
      currency: 'USD',
      sourceId: 'aaaa1111-2222-4333-8444-555566667777',
    },
  ],
  // 'Sell 1,000 TINY PLC@4.5 GBX': English thousands; 4.5 pence = £0.045 (1,000 × 0.045 = the
  // row's 45.00 GBP).
  [
    6,
    {
      type: 'sell',
      symbol: 'GB0000000002',
      date: '2024-03-11',
      quantity: '1000',
      price: '0.045',
      note: 'TINY PLC',
      currency: 'GBP',
      sourceId: 'bbbb1111-2222-4333-8444-555566667777',
    },
  ],
  [
    7,
    {
      type: 'dividend',
      symbol: 'US0000000001',
      date: '2024-04-01',
      amount: '0.88',
      currency: 'USD',
    },
  ],
  [8, { type: 'tax', symbol: 'US0000000001', date: '2024-04-01', amount: '0.13', currency: 'USD' }],
  [9, { type: 'deposit', date: '2024-03-01', amount: '400', currency: 'GBP' }],
  [10, { type: 'interest', date: '2024-04-02', amount: '0.12', currency: 'GBP' }],
];

const expected2: Expected[] = [
  [1, 'structure'],
  // The ISIN stands where the ticker goes: the importer looks it up (isin-symbols.ts). A sell of
  // 5 at 170.20 EUR with 3.90 EUR of costs, in the price's currency, so they are the fee.
  [
    2,
    {
      type: 'sell',
      symbol: 'DE0007236101',
      date: '2024-03-12',
      quantity: '5',
      price: '170.2',
      fees: '3.9',
      currency: 'EUR',
      note: 'SIEMENS AG',
      sourceId: 'aa11xxxx-1111-2222-3333-444455556666',
    },
  ],
  // Priced in USD, its 1 EUR of costs in the account's currency at a rate the row lacks: noted.
  [
    3,
    {
      type: 'buy',
      symbol: 'US0378331005',
      date: '2024-01-05',
      quantity: '3',
      price: '185.5',
      currency: 'USD',
      note: 'APPLE INC (costs 1 EUR not included)',
      sourceId: 'bb22xxxx-1111-2222-3333-444455556666',
    },
  ],
  [4, 'error: Quantity "drei" is not a number'],
  [5, 'error: Date "31-13-2024" is not a DD-MM-YYYY date'],
];

describe('DEGIRO exports', () => {
  it('exports both formats with stable ids', () => {
    expect(degiroFormats.map((format) => format.id)).toEqual([
      'degiro-transactions',
      'degiro-account',
    ]);
  });

  it('detects each export by its own header and no other fixture', async () => {
    await expectDetection(degiroAccountFormat, ['degiro-account-en.csv', 'degiro-account-nl.csv']);
    await expectDetection(degiroTransactionsFormat, ['degiro-transactions-de.csv']);
  });

  it('reads a Dutch account statement: trades under their ISIN, comma decimals, a wrapped Order Id, mojibake, several languages, rows out of date order', async () => {
    expect(await parseFixture(degiroAccountFormat, 'degiro-account-nl.csv')).toEqual(expected0);
  });

  it('reads an English account statement with dot decimals and thousands in the description', async () => {
    expect(await parseFixture(degiroAccountFormat, 'degiro-account-en.csv')).toEqual(expected1);
  });

  it('reads the German Transactions export: each trade under its ISIN, in the price currency', async () => {
    expect(await parseFixture(degiroTransactionsFormat, 'degiro-transactions-de.csv')).toEqual(
      expected2,
    );
  });
});
