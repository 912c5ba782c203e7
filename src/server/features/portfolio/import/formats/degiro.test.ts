import { describe, expect, it } from 'vitest';
import { type Expected, expectDetection, parseFixture } from './fixtures/read-fixture.ts';
import { degiroAccountFormat } from './degiro-account.ts';
import { degiroTransactionsFormat } from './degiro-transactions.ts';
import { degiroFormats } from './degiro.ts';

const expected0: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: Transfer: cash movements are not tracked'],
  [3, 'skipped: Transfer: cash movements are not tracked'],
  [4, 'skipped: Deposit: cash movements are not tracked'],
  [5, 'skipped: Deposit: cash movements are not tracked'],
  [
    6,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [7, 'structure'],
  [8, 'skipped: EUR: the portfolio is in US dollars only'],
  [9, 'skipped: FX conversion: currency exchanges are not tracked'],
  [10, 'skipped: FX conversion: currency exchanges are not tracked'],
  [
    11,
    'error: DEGIRO gives no ticker, only the ISIN US7134481081 (PEPSICO INC.): add this one by hand',
  ],
  [12, 'skipped: Withholding tax: not tracked'],
  [13, 'skipped: EUR: the portfolio is in US dollars only'],
  [14, 'skipped: Product change: not a trade; add it by hand if it changed your holding'],
  [15, 'skipped: Stock dividend: not a trade; add it by hand if it changed your holding'],
  [16, 'skipped: Account fee: fees without a symbol are not tracked'],
  [17, 'skipped: Courtesy credit: cash movements are not tracked'],
  [18, 'skipped: Money market fund: cash sweeps are not tracked'],
  [19, 'skipped: Withdrawal: cash movements are not tracked'],
  [20, 'skipped: FX conversion: currency exchanges are not tracked'],
  [21, 'skipped: FX conversion: currency exchanges are not tracked'],
  [22, 'error: Date "2024-10-01" is not a DD-MM-YYYY date'],
  [23, 'skipped: Deposit: cash movements are not tracked'],
  [
    24,
    'error: DEGIRO gives no ticker, only the ISIN US1912161007 (COCA-COLA CO): add this one by hand',
  ],
  [
    25,
    'error: Cannot read the quantity and price in "Compra x COCA-COLA CO@62,10 USD (US1912161007)"',
  ],
  [26, 'skipped: Withholding tax: not tracked'],
  [27, 'skipped: Interest: cash interest is not tracked'],
  [28, 'skipped: Unknown entry "Iets onbekends": not imported'],
  [29, 'structure'],
];

const expected1: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: FX conversion: currency exchanges are not tracked'],
  [3, 'skipped: FX conversion: currency exchanges are not tracked'],
  [4, 'skipped: GBP: the portfolio is in US dollars only'],
  [
    5,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
  [6, 'skipped: GBX: the portfolio is in US dollars only'],
  [
    7,
    'error: DEGIRO gives no ticker, only the ISIN US0000000001 (EXAMPLE CORP): add this one by hand',
  ],
  [8, 'skipped: Withholding tax: not tracked'],
  [9, 'skipped: Deposit: cash movements are not tracked'],
  [10, 'skipped: Interest: cash interest is not tracked'],
];

const expected2: Expected[] = [
  [1, 'structure'],
  [2, 'skipped: EUR: the portfolio is in US dollars only'],
  [
    3,
    'error: DEGIRO gives no ticker, only the ISIN US0378331005 (APPLE INC): add this one by hand',
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

  it('reads the German Transactions export: signed quantity, currency beside the price', async () => {
    expect(await parseFixture(degiroTransactionsFormat, 'degiro-transactions-de.csv')).toEqual(
      expected2,
    );
  });
});
