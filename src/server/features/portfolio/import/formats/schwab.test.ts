import { describe, expect, it } from 'vitest';
import { expectDetection } from './fixtures/detection.ts';
import { outcomesOf } from './fixtures/read-fixture.ts';
import { schwabFormats } from './schwab.ts';

const [schwab] = schwabFormats;
if (!schwab) throw new Error('the Schwab format is missing');
const CORPORATE = 'corporate actions are not imported; adjust the holding on the transactions page';
const SPLIT = (symbol: string, date: string) =>
  `suggest split → split ${symbol} ${date} (ask ratio)`;

describe('Charles Schwab transactions CSV', () => {
  it('recognises both Schwab layouts and no other fixture', async () => {
    await expectDetection(schwabFormats, {
      'schwab-transactions.csv': 'schwab-transactions',
      'schwab-transactions-unquoted.csv': 'schwab-transactions',
      'schwab-transactions-price-first.csv': 'schwab-transactions',
    });
  });

  it('reads a file whose columns come in another order (Price before Quantity) as the original', async () => {
    // The unquoted fixture with its Quantity and Price columns swapped on every row.
    expect(await outcomesOf(schwab, 'schwab-transactions-price-first.csv')).toEqual(
      await outcomesOf(schwab, 'schwab-transactions-unquoted.csv'),
    );
  });

  it('reads the older quoted export: title, trailing commas, CRLF, a repeated header, as-of dates', async () => {
    expect(await outcomesOf(schwab, 'schwab-transactions.csv')).toEqual([
      '1: structure',
      '2: structure',
      '3: buy MSFT 2024-02-20 12 @ 402.15 fees 0.65',
      '4: sell KO 2024-02-21 30 @ 59.98 fees 0.03',
      // No price in the row: |amount| ÷ quantity, to 6 places.
      '5: buy VTI 2024-01-05 0.2175 @ 237.793103',
      '6: dividend VTI 2024-01-04 51.72',
      '7: dividend KO 2024-03-01 13.8',
      '8: skipped: Money market: cash sweep funds are not tracked',
      '9: fee TM 2024-02-27 0.36',
      '10: tax TM 2024-02-27 2.1',
      `11: ${SPLIT('NVDA', '2024-02-26')}`,
      '12: split ABCD 2024-02-25 1:3',
      '13: interest  2024-02-15 0.42',
      '14: deposit  2024-02-10 5000',
      '15: withdrawal  2024-02-09 1200',
      '16: skipped: Journal: cash movements are not tracked',
      '17: structure',
      '18: skipped: Option: options are not supported',
      '19: error: Quantity: "abc" is not a number of shares',
      '20: error: Date: "13/45/2024" is not a date (MM/DD/YYYY)',
      '21: error: Symbol: the row has none',
      '22: interest  2024-02-04 3.21',
      '23: skipped: Cash in lieu: cash movements are not tracked',
      '24: skipped: Promotional Award: not a kind of row we import',
      '25: structure',
    ]);
  });

  it('reads the newer export: quoted only with commas, corporate actions with CUSIP legs, no final newline', async () => {
    expect(await outcomesOf(schwab, 'schwab-transactions-unquoted.csv')).toEqual([
      '1: structure',
      '2: buy AAPL 2025-11-03 1200 @ 225.1',
      '3: dividend JNJ 2025-11-02 38.92',
      '4: dividend PG 2025-11-01 12.05',
      '5: dividend VFIAX 2025-10-31 61.15',
      '6: account-fee  2025-10-30 88',
      // Shares leaving (negative quantities): a transfer to another account, the account asked.
      '7: suggest shares-out → transfer-shares T 2025-10-29 40 @ 17.2 (ask to-account)',
      '8: suggest shares-out → transfer-shares T 2025-10-28 10 (ask to-account)',
      `9: ${SPLIT('GHIJ', '2025-10-27')}`,
      `10: skipped: Reverse Split (old shares): ${CORPORATE}`,
      '11: suggest merger → receive-shares NEWC 2025-10-26 25 (ask cost)',
      `12: skipped: Stock Merger: ${CORPORATE}`,
      `13: skipped: Spin-off: ${CORPORATE}`,
      '14: suggest scrip-dividend → receive-shares XYZA 2025-10-24 2 (ask cost)',
      '15: skipped: Money market: cash sweep funds are not tracked',
      '16: skipped: Transfer: cash and share transfers are not tracked',
      '17: error: Symbol: the row has none',
      '18: structure',
    ]);
  });
});
