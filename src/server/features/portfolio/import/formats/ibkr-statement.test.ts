import { describe, expect, it } from 'vitest';
import { analyseFile } from '../analyse-file.ts';
import { outcomesOf, readFixture } from './fixtures/read-fixture.ts';
import { ibkrFormats } from './ibkr.ts';
import { formatCatalogue } from './registry.ts';

// ibkr-activity-statement-sections.csv is written from the layout IBKR documents for the
// Activity Statement CSV (section, row kind, then the section's columns; cash sections closing
// with 'Data,Total…' rows). No real full statement was at hand: the sections' exact columns,
// the Transfers and Corporate Actions rows and the wording of descriptions are an assumption.

const statement = ibkrFormats.find((format) => format.id === 'ibkr-activity-statement');
if (!statement) throw new Error('the Activity Statement format is missing');

const SUMMARY = 'a summary in the statement, not a transaction';
const REFERENCE = 'a reference table in the statement, not a transaction';

describe('IBKR Activity Statement, every section', () => {
  it('reads trades, dividends, withholding, cash, fees, interest and splits in their currencies; refuses every other data row', async () => {
    expect(await outcomesOf(statement, 'ibkr-activity-statement-sections.csv')).toEqual([
      '1: structure',
      `2: skipped: Statement: ${SUMMARY}`,
      `3: skipped: Statement: ${SUMMARY}`,
      `4: skipped: Statement: ${SUMMARY}`,
      '5: structure',
      `6: skipped: Account Information: ${SUMMARY}`,
      `7: skipped: Account Information: ${SUMMARY}`,
      '8: structure',
      `9: skipped: Net Asset Value: ${SUMMARY}`,
      // 'Data,Total' rows sum up the section: structure.
      '10: structure',
      '11: structure',
      '12: buy AAPL 2024-01-10 10 @ 185.2 fees 1',
      '13: buy SAP 2024-02-12 5 @ 160.1 fees 3 EUR',
      '14: structure',
      '15: structure',
      '16: structure',
      '17: dividend AAPL 2024-02-15 2.4',
      '18: skipped: Dividend reversal: edit the dividend on the transactions page',
      '19: structure',
      '20: dividend SAP 2024-05-17 11 EUR',
      '21: structure',
      '22: structure',
      '23: structure',
      '24: structure',
      '25: dividend AAPL 2024-05-16 0.5',
      '26: structure',
      '27: tax AAPL 2024-02-15 0.36',
      '28: tax SAP 2024-05-17 2.9 EUR',
      '29: skipped: Withholding tax refund: edit the tax on the transactions page',
      '30: structure',
      '31: structure',
      '32: deposit  2024-01-03 5000',
      '33: deposit  2024-02-01 1000 EUR',
      '34: withdrawal  2024-06-03 750',
      '35: structure',
      '36: structure',
      '37: account-fee  2024-02-05 10',
      '38: skipped: Fee refund: edit the fee on the transactions page',
      '39: error: Date: "2024-02-30" is not a date (YYYY-MM-DD)',
      '40: structure',
      '41: structure',
      '42: interest  2024-03-05 3.17',
      // Debit interest: money the account paid.
      '43: account-fee  2024-03-05 0.42 EUR',
      '44: skipped: XYZ: not a currency Tickerdeck supports',
      '45: structure',
      '46: structure',
      // 'Split 10 for 1': ten shares for each one held, from the report date.
      '47: split NVDA 2024-06-10 1:10',
      // A cash merger: 20 ABC leave for USD 240 of proceeds, 240 ÷ 20 = 12 a share.
      '48: suggest merger → sell ABC 2024-04-02 20 @ 12',
      // A reverse split under a new ISIN: the old shares' row, then the new shares' row.
      '49: skipped: Split: the old shares leaving; the split is the row with the new shares',
      '50: split XYZ 2024-05-20 10:1',
      '51: structure',
      '52: structure',
      // 10 MSFT in from another broker; Xfer Price 0 gives no cost basis, so it is asked.
      '53: suggest shares-in → receive-shares MSFT 2024-01-20 10 (ask cost)',
      '54: structure',
      `55: skipped: Financial Instrument Information: ${REFERENCE}`,
      '56: structure',
      `57: skipped: Codes: ${REFERENCE}`,
    ]);
  });

  it('keeps what a cash row says of itself as the note, and the row currency on every amount', async () => {
    const records = await readFixture('ibkr-activity-statement-sections.csv');
    const outcomes = statement.parse(records);
    const at = (line: number) => outcomes[records.findIndex((record) => record.line === line)];
    expect(at(34)).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'withdrawal',
        date: '2024-06-03',
        amount: '750',
        currency: 'USD',
        note: 'Disbursement Initiated by John Doe',
      },
    });
    expect(at(43)).toMatchObject({
      transaction: {
        type: 'account-fee',
        currency: 'EUR',
        note: 'EUR Debit Interest for Feb-2024',
      },
    });
    expect(at(28)).toEqual({
      kind: 'transaction',
      transaction: {
        type: 'tax',
        symbol: 'SAP',
        date: '2024-05-17',
        amount: '2.9',
        currency: 'EUR',
      },
    });
  });

  it('counts every data row of the file as a data line: 31 of its 57 lines', async () => {
    const records = await readFixture('ibkr-activity-statement-sections.csv');
    const { format, lines } = analyseFile(records, { kind: 'auto' }, formatCatalogue);
    expect(format.id).toBe('ibkr-activity-statement');
    // Data rows that are not a section's totals: lines 2-4, 6-7, 9, 12-13, 17-18, 20, 25, 27-29,
    // 32-34, 37-39, 42-44, 47-50, 53, 55, 57 = 3+2+1+2+2+1+1+3+3+3+3+4+1+1+1 = 31.
    expect(lines).toHaveLength(31);
    const kinds = lines.reduce<Record<string, number>>((count, line) => {
      const key = line.kind === 'transaction' ? line.input.type : line.kind;
      return { ...count, [key]: (count[key] ?? 0) + 1 };
    }, {});
    expect(kinds).toEqual({
      skipped: 13,
      suggestion: 2,
      error: 1,
      buy: 2,
      dividend: 3,
      tax: 2,
      deposit: 2,
      withdrawal: 1,
      'account-fee': 2,
      interest: 1,
      split: 2,
    });
  });
});
