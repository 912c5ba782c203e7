import { describe, expect, it } from 'vitest';
import { bookSymbol, COUNTING_SHARES } from './lots.ts';
import { buy, dividend, sell, split } from './scenario-kit.ts';
import { sharesHeldAtStartOf } from './shares-held.ts';

describe('shares held at the start of a day', () => {
  const ledger = [
    buy('AAPL', '2024-01-02', { quantity: '10', price: '100' }),
    sell('AAPL', '2024-02-01', { quantity: '2.5', price: '110' }),
    split('AAPL', '2024-03-01', 1, 4),
    buy('AAPL', '2024-03-01', { quantity: '1', price: '30' }),
    dividend('AAPL', '2024-04-01', '5'),
    split('AAPL', '2024-05-01', 2, 1),
  ];

  it('counts what was held before that day: buys, sells and splits, nothing of the day itself', () => {
    const held = sharesHeldAtStartOf(ledger, [
      '2023-12-29',
      '2024-01-02',
      '2024-01-03',
      '2024-03-01',
      '2024-03-04',
      '2024-06-03',
    ]);
    // 10 − 2.5 = 7.5; × 4 = 30, + 1 = 31 after 2024-03-01; ÷ 2 = 15.5 after 2024-05-01.
    expect(Object.fromEntries([...held].map(([date, q]) => [date, q.toString()]))).toEqual({
      '2023-12-29': '0',
      '2024-01-02': '0',
      '2024-01-03': '10',
      '2024-03-01': '7.5',
      '2024-03-04': '31',
      '2024-06-03': '15.5',
    });
  });

  it('agrees with the book of the entries before the day', () => {
    for (const date of ['2024-01-03', '2024-02-02', '2024-03-04', '2024-05-02']) {
      const before = ledger.filter((entry) => entry.date < date);
      const result = bookSymbol('AAPL', before, COUNTING_SHARES);
      if (!result.ok) throw new Error('the scenario is a valid ledger');
      expect(sharesHeldAtStartOf(ledger, [date]).get(date)?.toString()).toBe(
        result.books[0]?.quantity.toString(),
      );
    }
  });
});
