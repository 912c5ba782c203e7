import { describe, expect, it } from 'vitest';
import {
  formatCompactFromMillions,
  formatExchange,
  formatMarketTime,
  formatMoney,
  moneyDecimals,
  formatPrice,
  formatSignedPriceChange,
  formatUsd,
} from './format.ts';

// Prices of listings abroad in their own currency (decision 084); dollars as always.

describe('formatMoney', () => {
  it('writes an amount to its currency’s minor unit, dollars exactly as formatUsd', () => {
    expect(formatMoney(-3.2)).toBe(formatUsd(-3.2));
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    // A price in pounds goes to four places; an amount of money to the penny.
    expect(formatMoney(0.7218, 'GBP')).toBe('£0.72');
    expect(formatMoney(2850, 'JPY')).toBe('¥2,850');
    expect(formatMoney(-0, 'EUR')).toBe('€0.00');
    expect(['USD', 'EUR', 'JPY', 'KRW', 'ISK'].map(moneyDecimals)).toEqual([2, 2, 0, 0, 0]);
  });
});

describe('formatPrice', () => {
  it('writes dollars exactly as formatUsd', () => {
    for (const value of [0, 0.5, 1234.5, -3.2, 1_000_000.005]) {
      expect(formatPrice(value)).toBe(formatUsd(value));
      expect(formatPrice(value, 'USD')).toBe(formatUsd(value));
    }
  });

  it('writes other currencies in their own sign and decimals', () => {
    expect(formatPrice(0.7218, 'GBP')).toBe('£0.7218');
    expect(formatPrice(0.72, 'GBP')).toBe('£0.72');
    expect(formatPrice(107.125, 'GBP')).toBe('£107.125');
    expect(formatPrice(215.4, 'EUR')).toBe('€215.40');
    expect(formatPrice(2850, 'JPY')).toBe('¥2,850');
    expect(formatPrice(2850.4, 'JPY')).toBe('¥2,850');
    expect(formatPrice(98.1, 'CAD')).toBe('CA$98.10');
    // Intl puts a no-break space after a code.
    expect(formatPrice(84.2, 'CHF')).toBe('CHF\u00a084.20');
    expect(formatPrice(-1.5, 'EUR')).toBe('-€1.50');
  });
});

describe('formatSignedPriceChange', () => {
  it('signs a change to its currency’s decimals', () => {
    expect(formatSignedPriceChange(-0.0042, 'GBP')).toBe('-0.0042');
    expect(formatSignedPriceChange(25, 'JPY')).toBe('+25');
    expect(formatSignedPriceChange(0, 'EUR')).toBe('0.00');
    expect(formatSignedPriceChange(1.25)).toBe('+1.25');
  });
});

describe('a listing abroad', () => {
  it('has its market cap in its own currency', () => {
    expect(formatCompactFromMillions(18_000, 'GBP')).toBe('£18.0B');
    expect(formatCompactFromMillions(42_000_000, 'JPY')).toBe('¥42.00T');
    expect(formatCompactFromMillions(215_000, 'CHF')).toBe('CHF\u00a0215.0B');
    expect(formatCompactFromMillions(3_154_147.73)).toBe('$3.15T');
  });

  it("names its exchange briefly and tells the time in the exchange's zone", () => {
    expect(formatExchange('LONDON STOCK EXCHANGE')).toBe('LSE');
    expect(formatExchange('NYSE EURONEXT - EURONEXT PARIS')).toBe('Euronext Paris');
    expect(formatExchange('TORONTO STOCK EXCHANGE')).toBe('TSX');
    expect(formatMarketTime('2026-11-20T16:30:00Z', 'Europe/London')).toBe('Nov 20, 4:30 PM GMT');
    expect(formatMarketTime('2026-11-20T21:00:00Z')).toBe('Nov 20, 4:00 PM ET');
  });
});
