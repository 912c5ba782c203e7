import { describe, expect, it } from 'vitest';
import { BASE_CURRENCIES, baseCurrencySchema, CURRENCIES, currencySchema } from './currencies.ts';

describe('currencies', () => {
  it('uppercases a known code and refuses an unknown one, naming it', () => {
    expect(currencySchema.parse('usd')).toBe('USD');
    expect(currencySchema.parse(' Jpy ')).toBe('JPY');
    const refused = currencySchema.safeParse('xyz');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Unknown currency "XYZ"');
    expect(currencySchema.safeParse(12).success).toBe(false);
    // An inherited property name is no currency.
    expect(currencySchema.safeParse('constructor').success).toBe(false);
  });

  it('knows the minor units ISO 4217 gives: cents for most, none for the yen, won and krona', () => {
    expect(CURRENCIES.USD.minorDigits).toBe(2);
    expect(CURRENCIES.JPY.minorDigits).toBe(0);
    expect(CURRENCIES.KRW.minorDigits).toBe(0);
    expect(CURRENCIES.ISK.minorDigits).toBe(0);
  });

  it('lets a user pick the ten major currencies as base, and no other known one', () => {
    expect(BASE_CURRENCIES).toEqual(
      expect.arrayContaining([
        'USD',
        'EUR',
        'GBP',
        'CHF',
        'CAD',
        'JPY',
        'AUD',
        'SEK',
        'NOK',
        'DKK',
      ]),
    );
    expect(baseCurrencySchema.parse('gbp')).toBe('GBP');
    const exotic = baseCurrencySchema.safeParse('THB');
    expect(exotic.error?.issues[0]?.message).toBe('THB cannot be a base currency');
    expect(baseCurrencySchema.safeParse('ABC').error?.issues[0]?.message).toBe(
      'Unknown currency "ABC"',
    );
  });
});
