import { describe, expect, it } from 'vitest';
import { type Expected, expectDetection, parseFixture } from './fixtures/read-fixture.ts';
import { degiroAccountFormat } from './degiro-account.ts';
import { degiroTransactionsFormat } from './degiro-transactions.ts';
import { degiroFormats } from './degiro.ts';

const expected0: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Transfer: cash movements are not tracked'],
  [3, 'skipped: Transfer: cash movements are not tracked'],
  [4, { type: 'deposit', date: '2024-04-30', amount: '100', currency: 'EUR' }],
  [5, 'skipped: Deposit reservation: the deposit is its own row'],
  [
    6,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [7, 'structure'],
  [
    8,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [
    9,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [
    10,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [
    11,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [
    12,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [
    13,
    'error: DEGIRO gives no ticker, only the ISIN NL0010273215 (ASML HOLDING): add this one by hand',
  ],
  [14, 'skipped: Product change: not a trade; add it by hand if it changed your holding'],
  [15, 'skipped: Stock dividend: not a trade; add it by hand if it changed your holding'],
  [16, { type: 'account-fee', date: '2024-02-05', amount: '2.5', currency: 'EUR' }],
  [17, 'skipped: Courtesy credit: cash movements are not tracked'],
  [18, 'skipped: Money market fund: cash sweeps are not tracked'],
  [19, { type: 'withdrawal', date: '2024-08-26', amount: '500', currency: 'EUR' }],
  [
    20,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [
    21,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [22, 'error: Date "2024-10-01" is not a DD-MM-YYYY date'],
  [23, { type: 'deposit', date: '2024-10-01', amount: '25', currency: 'EUR' }],
  [
    24,
    'error: DEGIRO gives no ticker, only the ISIN US1912161007 (COCA-COLA CO): add this one by hand',
  ],
  [
    25,
    'error: Cannot read the quantity and price in "Compra x COCA-COLA CO@62,10 USD (US1912161007)"',
  ],
  [
    26,
    'error: DEGIRO gives no ticker, only the ISIN FR0000000003 (EXAMPLE SA): add this one by hand',
  ],
  [27, { type: 'interest', date: '2024-10-04', amount: '0.02', currency: 'EUR' }],
  [28, 'skipped: Unknown entry "Iets onbekends": not imported'],
  [29, 'structure'],
];

const expected1: Expected[] = [
  [1, 'structure'],
  [
    2,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [
    3,
    'skipped: FX conversion: not imported; add the trade it paid for with the rate in the FX column, so that it settles in the account’s currency',
  ],
  [
    4,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
  [
    5,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
  [6, 'error: DEGIRO gives no ticker, only the ISIN GB0000000002 (TINY PLC): add this one by hand'],
  [
    7,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
  [
    8,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
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

  it('reads a Dutch account statement: comma decimals, a wrapped Order Id, mojibake, several languages, rows out of date order', async () => {
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
