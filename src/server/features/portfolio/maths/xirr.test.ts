import { describe, expect, it } from 'vitest';
import { xirr } from './xirr.ts';

describe('xirr', () => {
  it('solves two years of flows: −100, +50 after a year, +60 after two', () => {
    // With x = 1/(1 + r): 60x² + 50x − 100 = 0 → x = (−50 + √26500)/120, r = 1/x − 1.
    const x = (-50 + Math.sqrt(26500)) / 120;
    const rate = xirr([
      { day: 0, amount: -100 },
      { day: 365, amount: 50 },
      { day: 730, amount: 60 },
    ]);
    expect(rate).toBeCloseTo(1 / x - 1, 9);
  });

  it('finds a loss of 99 % and a gain of 900 %', () => {
    expect(
      xirr([
        { day: 0, amount: -100 },
        { day: 365, amount: 1 },
      ]),
    ).toBeCloseTo(-0.99, 9);
    expect(
      xirr([
        { day: 0, amount: -100 },
        { day: 365, amount: 1000 },
      ]),
    ).toBeCloseTo(9, 9);
  });

  it('says there is no answer rather than print nonsense', () => {
    // Only money paid in; everything on one day; a rate beyond 10⁶ % a year.
    expect(
      xirr([
        { day: 0, amount: -100 },
        { day: 10, amount: -5 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 3, amount: -100 },
        { day: 3, amount: 110 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { day: 0, amount: -1 },
        { day: 1, amount: 1e6 },
      ]),
    ).toBeNull();
  });
});
