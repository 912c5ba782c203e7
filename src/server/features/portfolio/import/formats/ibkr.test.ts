import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { ibkrFormats } from './ibkr.ts';

const format = (id: string) => {
  const found = ibkrFormats.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no format ${id}`);
  return found;
};

describe('Interactive Brokers exports', () => {
  it('tells its four exports apart and claims no other fixture', async () => {
    await expectDetection(ibkrFormats, {
      'ibkr-flex-trades.csv': 'ibkr-flex-trades',
      'ibkr-flex-cash.csv': 'ibkr-flex-cash',
      'ibkr-activity-statement.csv': 'ibkr-activity-statement',
      'ibkr-activity-statement-sections.csv': 'ibkr-activity-statement',
      'ibkr-transaction-history.csv': 'ibkr-transaction-history',
    });
  });

  it('reads Flex trades: ISINs for symbols, trade ids, negative sells, foreign commissions, FX rows', async () => {
    expect(await outcomesOf(format('ibkr-flex-trades'), 'ibkr-flex-trades.csv')).toEqual([
      '1: structure',
      '2: buy US0378331005 2024-03-15 20 @ 172.5 fees 1 #612340001',
      '3: sell US5949181045 2024-04-02 5 @ 421.1 fees 1.0525 #612340002',
      '4: buy US4592001014 2024-04-03 3 @ 190.2 note "Commission of 1.2 EUR not included" #612340003',
      '5: buy DE0007164600 2024-04-04 10 @ 178.34 fees 3 EUR #612340004',
      '6: skipped: FX conversion: currency conversions are not tracked',
      '7: error: Quantity: "x" is not a number of shares',
      '8: structure',
      '9: error: Date: "20240230" is not a date (YYYYMMDD)',
      '10: buy US0231351067 2024-04-08 4 @ 180 #612340008',
    ]);
  });

  it('reads Flex cash transactions: dividends and withholding by the ticker in the description, interest, deposits, withdrawals and account fees in their currency', async () => {
    expect(await outcomesOf(format('ibkr-flex-cash'), 'ibkr-flex-cash.csv')).toEqual([
      '1: structure',
      '2: dividend MSFT 2024-06-14 15 #700100001',
      '3: tax MSFT 2024-06-14 2.25 #700100002',
      '4: dividend AAPL 2024-06-20 4.8 #700100003',
      '5: skipped: Return of capital: not tracked',
      '6: dividend ASML 2024-06-25 30.4 EUR #700100005',
      '7: interest  2024-07-03 3.17 #700100006',
      '8: deposit  2024-07-04 2500 #700100007',
      '9: withdrawal  2024-07-05 400 #700100008',
      '10: account-fee  2024-07-06 1.5 #700100009',
      '11: error: Date: "20240632" is not a date (YYYYMMDD)',
      '12: error: Symbol: the row has none',
    ]);
  });

  it('reads the Activity Statement trades: orders imported once, fills and closed lots pointing at them, "BRK B" as BRK.B, each in its currency', async () => {
    expect(
      await outcomesOf(format('ibkr-activity-statement'), 'ibkr-activity-statement.csv'),
    ).toEqual([
      '1: structure',
      '2: buy AMD 2024-05-06 1200 @ 150.25 fees 6.2',
      '3: skipped: Fill: one execution of the order on line 2',
      '4: skipped: Fill: one execution of the order on line 2',
      '5: sell AMD 2024-05-20 1200 @ 161 fees 6.44',
      '6: skipped: Fill: one execution of the order on line 5',
      '7: skipped: Closed lot: a tax lot of the sale on line 5',
      '8: structure',
      '9: buy SAP 2024-05-07 10 @ 180 fees 3 EUR',
      '10: structure',
      '11: structure',
      '12: structure',
      '13: skipped: Option: options are not supported',
      '14: skipped: FX conversion: currency conversions are not tracked',
      '15: error: Quantity: "0" is not a number of shares',
      '16: buy BRK.B 2024-05-11 3 @ 410.5 fees 1',
      '17: error: Date: "2024-05-41, 12:00:00" is not a date (YYYY-MM-DD)',
      '18: structure',
    ]);
  });

  it('reads the Transaction History of a USD account; its other sections are structure', async () => {
    expect(
      await outcomesOf(format('ibkr-transaction-history'), 'ibkr-transaction-history.csv'),
    ).toEqual([
      '1: structure',
      '2: structure',
      '3: structure',
      '4: structure',
      '5: structure',
      '6: structure',
      '7: structure',
      '8: buy GOOGL 2025-03-20 5 @ 160.2 fees 1',
      '9: sell V 2025-03-18 2 @ 340.5 fees 1.02',
      '10: dividend KO 2025-03-17 10.2',
      '11: skipped: Withholding tax: not tracked',
      '12: dividend T 2025-03-14 2.78',
      '13: skipped: FX conversion: currency conversions are not tracked',
      '14: interest  2025-03-05 4.4',
      '15: deposit  2025-03-03 1000',
      '16: withdrawal  2025-03-02 200',
      '17: skipped: Adjustment: not a kind of row we import',
      '18: account-fee  2025-03-01 4.5',
      '19: error: Date: "2025-02-30" is not a date (YYYY-MM-DD)',
    ]);
  });

  it('reads a Transaction History kept in another base currency in that currency', async () => {
    const records = [
      { line: 1, cells: ['Summary', 'Header', 'Field Name', 'Field Value'] },
      { line: 2, cells: ['Summary', 'Data', 'Base Currency', 'GBP'] },
      {
        line: 3,
        cells: [
          'Transaction History',
          'Header',
          'Date',
          'Account',
          'Description',
          'Transaction Type',
          'Symbol',
          'Quantity',
          'Price',
          'Gross Amount',
          'Commission',
          'Net Amount',
        ],
      },
      {
        line: 4,
        cells: [
          'Transaction History',
          'Data',
          '2025-01-02',
          'U1',
          'X',
          'Buy',
          'VUSA',
          '1',
          '80',
          '-80',
          '-1',
          '-81',
        ],
      },
    ];
    expect(format('ibkr-transaction-history').parse(records)).toEqual([
      { kind: 'structure' },
      { kind: 'structure' },
      { kind: 'structure' },
      {
        kind: 'transaction',
        transaction: {
          type: 'buy',
          symbol: 'VUSA',
          date: '2025-01-02',
          quantity: '1',
          price: '80',
          fees: '1',
          currency: 'GBP',
        },
      },
    ]);
  });

  it('keeps a trade priced in another currency than the base in that currency, at the broker’s rate', () => {
    const header = ['Date', 'Account', 'Description', 'Transaction Type', 'Symbol', 'Quantity'];
    const money = ['Price', 'Price Currency', 'Gross Amount', 'Commission', 'Net Amount'];
    const records = [
      { line: 1, cells: ['Summary', 'Header', 'Field Name', 'Field Value'] },
      { line: 2, cells: ['Summary', 'Data', 'Base Currency', 'USD'] },
      { line: 3, cells: ['Transaction History', 'Header', ...header, ...money] },
      {
        line: 4,
        cells: [
          'Transaction History',
          'Data',
          '2025-01-02',
          'U1',
          'SAP SE',
          'Buy',
          'SAP',
          '5',
        ].concat(['160', 'EUR', '-872', '-1.09', '-873.09']),
      },
    ];
    // 872 USD for 5 × 160 = 800 EUR: 872 ÷ 800 = 1.09 USD a euro; 1.09 USD of commission ÷ 1.09
    // = 1 EUR.
    expect(format('ibkr-transaction-history').parse(records)[3]).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'buy',
        symbol: 'SAP',
        date: '2025-01-02',
        quantity: '5',
        price: '160',
        fees: '1',
        currency: 'EUR',
        fxRate: '1.09',
      },
      fxInto: 'USD',
    });
  });
});
