import { describe, expect, it } from 'vitest';
import type { PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { sameCurrency } from './fx.ts';
import { performanceOf } from './performance.ts';
import { buy, cash, closes, dividend } from './scenario-kit.ts';

// The gain over a range: value at its end − value at its start − net flows in it, the start
// being the close before the range (docs/portfolio-maths.md).

const ledger = [
  cash('deposit', '2024-01-02', '10000'),
  buy('X', '2024-01-02', { quantity: '50', price: '100' }),
  cash('deposit', '2024-06-14', '2000'),
  cash('withdrawal', '2024-06-20', '500'),
  dividend('X', '2024-06-21', '25'),
];
const prices = new Map([
  ['X', closes({ '2024-01-02': 100, '2024-04-01': 110, '2024-05-31': 120, '2024-06-28': 125 })],
]);
const gainOver = (range: PerformanceRange) =>
  performanceOf({
    entries: ledger,
    closes: prices,
    range,
    benchmark: 'SPY',
    today: '2024-06-28',
    scope: { fx: sameCurrency('USD'), accountCurrency: () => 'USD' },
  }).gain;

describe('the gain over a range', () => {
  it('is the end value less the start value less the money paid in during the range (1M)', () => {
    // 1M ends 2024-06-28 and starts 2024-05-28; the close before it is 2024-04-01's:
    //   start = 50 × 110 + cash 5,000 = 10,500.
    // End: 50 × 125 = 6,250; cash 10,000 − 5,000 + 2,000 − 500 + 25 = 6,525; 12,775.
    // Net flows in the range: 2,000 in − 500 out = 1,500.
    // Gain = 12,775 − 10,500 − 1,500 = 775 (= 50 × (125 − 110) + the dividend 25).
    expect(gainOver('1M')).toEqual({
      startValue: '10500',
      netFlows: '1500',
      endValue: '12775',
      amount: '775',
    });
  });

  it('over MAX starts from nothing: the all-time gain', () => {
    // Start 0; flows 10,000 + 2,000 − 500 = 11,500; gain = 12,775 − 0 − 11,500 = 1,275
    // (= 50 × (125 − 100) + 25).
    expect(gainOver('MAX')).toEqual({
      startValue: '0',
      netFlows: '11500',
      endValue: '12775',
      amount: '1275',
    });
  });

  it('is zero for an empty ledger', () => {
    const empty = performanceOf({
      entries: [],
      closes: new Map(),
      range: '1Y',
      benchmark: 'SPY',
      today: '2024-06-28',
      scope: { fx: sameCurrency('USD'), accountCurrency: () => 'USD' },
    });
    expect(empty.gain.amount).toBe('0');
  });
});
