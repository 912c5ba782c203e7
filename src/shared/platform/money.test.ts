import { describe, expect, it } from 'vitest';
import { canonical, decimal, gainPercent, positionValue, sum } from './money.ts';

describe('money', () => {
  it('adds tenths exactly, unlike floating point', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum([decimal('0.1'), decimal('0.2')]).toString()).toBe('0.3');
  });

  it('values a holding as shares × price', () => {
    expect(positionValue('0.000001', '0.01').toString()).toBe('1e-8');
    expect(canonical(positionValue('3', '33.333333'))).toBe('99.999999');
  });

  it('computes SPEC §9 gain percent, and none without cost', () => {
    expect(gainPercent(decimal('110'), decimal('100'))?.toString()).toBe('10');
    expect(gainPercent(decimal('90'), decimal('100'))?.toString()).toBe('-10');
    expect(gainPercent(decimal('5'), decimal('0'))).toBeNull();
  });

  it('writes canonical decimals without exponents or trailing zeros', () => {
    expect(canonical('1.500000')).toBe('1.5');
    expect(canonical(1e-6)).toBe('0.000001');
    expect(canonical('100')).toBe('100');
    // Decimal text takes a path without Decimal; it must agree with the Decimal one.
    for (const [text, expected] of [
      ['0.000', '0'],
      ['10.0', '10'],
      ['00.50', '0.5'],
      ['000', '0'],
      ['0.000001', '0.000001'],
      ['120.120', '120.12'],
    ]) {
      expect(canonical(text as string)).toBe(expected);
      expect(canonical(decimal(text as string))).toBe(expected);
    }
  });
});
