import { afterEach, describe, expect, it, vi } from 'vitest';
import { decimalField, feesField, todayIso, tradeDateField } from './trade-fields.ts';

describe('the trade date', () => {
  afterEach(() => vi.useRealTimers());

  it("is New York's date: at 00:30 UTC on the 25th it is still the 24th there", () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T00:30:00Z') });
    expect(todayIso()).toBe('2026-11-24');
    expect(tradeDateField.safeParse('2026-11-24').success).toBe(true);
    expect(tradeDateField.safeParse('2026-11-25').success).toBe(false);
  });

  it('turns over at midnight in New York (05:00 UTC in winter)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T05:00:00Z') });
    expect(todayIso()).toBe('2026-11-25');
  });
});

// zod/mini (docs/decisions/042), and this file loads no classic zod and so no zod locale: these
// are the forms' own texts, as the browser shows them.
const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the trade fields', () => {
  afterEach(() => vi.useRealTimers());

  it('says a required amount is missing, then that it must be a positive number', () => {
    const quantity = decimalField('Quantity', true);
    expect(messages(quantity.safeParse('  '))).toEqual(['Quantity is required']);
    expect(messages(quantity.safeParse('0'))).toEqual(['Quantity must be greater than 0']);
    expect(messages(quantity.safeParse('-1'))).toEqual(['Quantity must be greater than 0']);
    expect(messages(quantity.safeParse('1e3'))).toEqual(['Quantity must be greater than 0']);
    expect(quantity.safeParse(' 2.5 ').data).toBe('2.5');
    expect(decimalField('Price', false).safeParse('').success).toBe(true);
  });

  it('takes empty fees or a number, and names a bad one', () => {
    expect(feesField.safeParse(' ').data).toBe('');
    expect(feesField.safeParse('0').data).toBe('0');
    expect(messages(feesField.safeParse('1,50'))).toEqual(['Fees must be a number']);
  });

  it('asks for a date and refuses one in the future', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z') });
    expect(messages(tradeDateField.safeParse(''))).toEqual(['Date is required']);
    expect(messages(tradeDateField.safeParse('2026-11-26'))).toEqual([
      'Date cannot be in the future',
    ]);
  });
});
