import { describe, expect, it } from 'vitest';
import { splitRatio } from './split-ratio.ts';

describe('a provider split factor as the ledger ratio', () => {
  it('reads forward, reverse and fractional splits as ratios of whole shares', () => {
    expect(splitRatio('4')).toEqual({ from: 1, to: 4 });
    expect(splitRatio('0.5')).toEqual({ from: 2, to: 1 });
    expect(splitRatio('1.5')).toEqual({ from: 2, to: 3 });
    expect(splitRatio('0.333333')).toEqual({ from: 3, to: 1 });
    expect(splitRatio('20')).toEqual({ from: 1, to: 20 });
  });

  it('offers nothing for a factor no small ratio gives, for 1, zero or a negative', () => {
    expect(splitRatio('1.0001234')).toBeNull();
    expect(splitRatio('1')).toBeNull();
    expect(splitRatio('0')).toBeNull();
    expect(splitRatio('-2')).toBeNull();
  });
});
