import { describe, expect, it } from 'vitest';
import type { CsvRecord } from './format.ts';
import { describeOutcome } from './fixtures/read-fixture.ts';
import { tradeOutcome } from './row-outcomes.ts';
import { schwabFormats } from './schwab.ts';
import { SHORT_NOT_SUPPORTED, suggestionOutcome } from './suggestions.ts';

// Rows that change the shares held, one kind at a time: what each becomes in the entry form and
// what it asks; and the two smaller rules of a trade row (a fee folded into its amount, a
// quantity longer than the ledger keeps).

const ORDERS = ['YYYY-MM-DD'] as const;
const row = (quantity: string, price = '', amount = '') => ({
  symbol: 'ACME',
  date: '2025-03-14',
  quantity,
  price,
  amount,
});
const said = (...args: Parameters<typeof suggestionOutcome>) =>
  describeOutcome(suggestionOutcome(...args));

describe('suggestions, by kind of row', () => {
  it('a stock plan deposit opens as shares received; its cost asked unless the row gives it', () => {
    expect(said('stock-plan', row('10'), ORDERS)).toBe(
      'suggest stock-plan → receive-shares ACME 2025-03-14 10 (ask cost)',
    );
    // ESPP: 10 shares for 1,275 = 127.5 a share, so nothing is asked.
    expect(said('stock-plan', row('10', '', '1275'), ORDERS)).toBe(
      'suggest stock-plan → receive-shares ACME 2025-03-14 10 @ 127.5',
    );
  });

  it('shares in keep the cost basis the file gives; shares out ask the receiving account', () => {
    expect(said('shares-in', row('4', '55.25'), ORDERS)).toBe(
      'suggest shares-in → receive-shares ACME 2025-03-14 4 @ 55.25',
    );
    expect(said('shares-out', row('-4'), ORDERS)).toBe(
      'suggest shares-out → transfer-shares ACME 2025-03-14 4 (ask to-account)',
    );
  });

  it('a merger that takes shares opens as a sell at the cash paid; one that gives shares, as a receipt', () => {
    // 20 shares for 240 of cash: 240 ÷ 20 = 12 a share.
    expect(said('merger', row('-20', '', '240'), ORDERS)).toBe(
      'suggest merger → sell ACME 2025-03-14 20 @ 12',
    );
    expect(said('merger', row('-20'), ORDERS)).toBe(
      'suggest merger → sell ACME 2025-03-14 20 (ask price)',
    );
    expect(said('merger', row('25'), ORDERS)).toBe(
      'suggest merger → receive-shares ACME 2025-03-14 25 (ask cost)',
    );
  });

  it('a scrip dividend opens as shares received; a row without shares asks for them', () => {
    expect(said('scrip-dividend', row('2'), ORDERS)).toBe(
      'suggest scrip-dividend → receive-shares ACME 2025-03-14 2 (ask cost)',
    );
    expect(said('scrip-dividend', row(''), ORDERS)).toBe(
      'suggest scrip-dividend → receive-shares ACME 2025-03-14 (ask quantity, cost)',
    );
  });

  it('a row without a symbol or date is an error, as a trade is', () => {
    expect(said('stock-plan', { ...row('1'), symbol: '' }, ORDERS)).toBe(
      'error: Symbol: the row has none',
    );
  });

  it('Schwab: a stock plan deposit is a suggestion, a short sale a clear refusal', () => {
    const header = 'Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount'.split(',');
    const records: CsvRecord[] = [
      { line: 1, cells: header },
      { line: 2, cells: '03/14/2025,Stock Plan Activity,ACME,ACME CORP,8,,,'.split(',') },
      { line: 3, cells: '03/15/2025,Sell Short,ACME,ACME CORP,5,$20.00,,$100.00'.split(',') },
    ];
    const [format] = schwabFormats;
    const outcomes = format?.parse(records).map(describeOutcome);
    expect(outcomes).toEqual([
      'structure',
      'suggest stock-plan → receive-shares ACME 2025-03-14 8 (ask cost)',
      `error: ${SHORT_NOT_SUPPORTED}`,
    ]);
  });
});

describe('a trade row’s smaller rules', () => {
  it('takes a fee folded into the amount as the trade’s fee, noted', () => {
    // Sold 200 at 10.12 = 2,024.00 for 2,023.97: 0.03 of fees. Bought 12.5 at 130.40 = 1,630.00
    // for 1,630.02: 0.02.
    const sell = { ...row('200', '10.12', '2023.97'), feesInAmount: true };
    const buy = { ...row('12.5', '130.40', '1630.02'), feesInAmount: true };
    expect(describeOutcome(tradeOutcome('sell', sell, ORDERS))).toBe(
      'sell ACME 2025-03-14 200 @ 10.12 fees 0.03 note "Fee 0.03: the amount less quantity × price"',
    );
    expect(describeOutcome(tradeOutcome('buy', buy, ORDERS))).toContain('fees 0.02');
    // In the trade's favour, or beyond 2 % of its value (2,024 × 0.02 = 40.48), it is no fee.
    for (const amount of ['2024.50', '1983.00']) {
      const other = { ...row('200', '10.12', amount), feesInAmount: true };
      expect(describeOutcome(tradeOutcome('sell', other, ORDERS))).toBe(
        'sell ACME 2025-03-14 200 @ 10.12',
      );
    }
  });

  it('notes a quantity longer than the ledger keeps', () => {
    expect(describeOutcome(tradeOutcome('buy', row('0.1234567891', '100'), ORDERS))).toBe(
      'buy ACME 2025-03-14 0.123457 @ 100 note "Quantity 0.1234567891 rounded to 0.123457"',
    );
  });
});
