import { describe, expect, it } from 'vitest';
import { splitRatio } from './cells.ts';

describe('splitRatio', () => {
  it('reads "N for M" as M old shares becoming N', () => {
    expect(splitRatio('ABCD HOLDINGS 4 FOR 1 STOCK SPLIT')).toEqual({ from: 1, to: 4 });
    expect(splitRatio('1-for-10 reverse split')).toEqual({ from: 10, to: 1 });
    expect(splitRatio('3 for 2')).toEqual({ from: 2, to: 3 });
  });

  it('answers null when the text states no ratio or one that changes nothing', () => {
    expect(splitRatio('NVIDIA CORP')).toBeNull();
    expect(splitRatio(undefined)).toBeNull();
    expect(splitRatio('1 FOR 1')).toBeNull();
    expect(splitRatio('0 for 3')).toBeNull();
  });
});
