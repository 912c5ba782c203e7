import { describe, expect, it } from 'vitest';
import { positiveDecimal } from './decimal-input.ts';
import { addPositionInputSchema } from './portfolio.ts';
import { preferencesPatchSchema } from '../preferences/preferences.ts';

const valid = { symbol: 'aapl', shares: 1.5, purchasePrice: 212.4 };
const messageFor = (input: unknown) => {
  const result = addPositionInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('addPositionInputSchema', () => {
  it('accepts a position and upper-cases the symbol', () => {
    expect(addPositionInputSchema.parse(valid)).toEqual({ ...valid, symbol: 'AAPL' });
  });

  it('uses the SPEC §5 messages', () => {
    expect(messageFor({ ...valid, shares: undefined })).toBe('Number of shares is required');
    expect(messageFor({ ...valid, shares: 0 })).toBe('Shares must be greater than 0');
    expect(messageFor({ ...valid, shares: 0.0000009 })).toBe('Shares must be greater than 0');
    expect(messageFor({ ...valid, purchasePrice: undefined })).toBe('Purchase price is required');
    expect(messageFor({ ...valid, purchasePrice: 0.009 })).toBe('Price must be greater than 0');
    expect(messageFor({ ...valid, symbol: undefined })).toBe('Please select a stock');
  });

  it.each([
    ['negative', -1],
    ['NaN', Number.NaN],
    ['Infinity (what JSON 1e400 parses to)', JSON.parse('1e400')],
    ['a string', '5'],
    ['1e308', 1e308],
  ])('refuses %s shares', (_label, shares) => {
    expect(addPositionInputSchema.safeParse({ ...valid, shares }).success).toBe(false);
  });

  it('names the upper bound, grouped, when a value is too large', () => {
    expect(messageFor({ ...valid, shares: 2e12 })).toBe('Must be at most 1,000,000,000,000');
    expect(messageFor({ ...valid, purchasePrice: 2e9 })).toBe('Must be at most 1,000,000,000');
  });

  it('refuses a price of 1e308, so totals stay finite', () => {
    expect(addPositionInputSchema.safeParse({ ...valid, purchasePrice: 1e308 }).success).toBe(
      false,
    );
  });

  it('refuses symbols with path tricks', () => {
    for (const symbol of ['../x', '%2e%2e', 'A?token=', 'X'.repeat(50), '']) {
      expect(addPositionInputSchema.safeParse({ ...valid, symbol }).success).toBe(false);
    }
  });
});

describe('preferencesPatchSchema', () => {
  it('merges only given fields and refuses unknown ones or an empty patch', () => {
    expect(preferencesPatchSchema.parse({ theme: 'dark' })).toEqual({ theme: 'dark' });
    expect(preferencesPatchSchema.safeParse({}).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ theme: 'sepia' }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ darkMode: true }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ userId: 'someone-else' }).success).toBe(false);
  });
});

describe('positiveDecimal', () => {
  it('names the upper bound, grouped, when a decimal string is too large', () => {
    const result = positiveDecimal('Quantity', 1e12).safeParse('1000000000001');
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      'Quantity must be at most 1,000,000,000,000',
    );
  });
});
