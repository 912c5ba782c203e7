import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatCalendarDate,
  formatCompactFromMillions,
  formatExchange,
  formatPhone,
  formatMarketTick,
  formatMarketTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatSignedChange,
  formatTickNumber,
  formatUsd,
  formatUsdPerShare,
} from './format.ts';

describe('formatUsdPerShare', () => {
  it('keeps a dividend per share to six places, at least two', () => {
    expect(formatUsdPerShare(0.25)).toBe('$0.25');
    expect(formatUsdPerShare(0.0123456)).toBe('$0.012346');
    expect(formatUsdPerShare(1.4)).toBe('$1.40');
  });
});

describe('formatUsd', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatUsd(212.4)).toBe('$212.40');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0)).toBe('$0.00');
    expect(formatUsd(-3.2)).toBe('-$3.20');
  });
});

describe('formatPercent', () => {
  it('always carries the sign of the direction and two decimals', () => {
    expect(formatPercent(3.214)).toBe('+3.21%');
    expect(formatPercent(-0.5)).toBe('-0.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
    expect(formatPercent(1234.5)).toBe('+1,234.50%');
  });
});

describe('formatSignedChange', () => {
  it('signs a dollar change', () => {
    expect(formatSignedChange(1.254)).toBe('+1.25');
    expect(formatSignedChange(-0.3)).toBe('-0.30');
    expect(formatSignedChange(0)).toBe('0.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(164000)).toBe('164,000');
    expect(formatNumber(1.5)).toBe('1.5');
  });
});

describe('formatCompactFromMillions', () => {
  it('abbreviates a market cap in millions with K, M or B and one decimal', () => {
    expect(formatCompactFromMillions(999_949)).toBe('$999.9B');
    expect(formatCompactFromMillions(2500)).toBe('$2.5B');
    expect(formatCompactFromMillions(850.25)).toBe('$850.3M');
    expect(formatCompactFromMillions(0.5)).toBe('$500.0K');
    expect(formatCompactFromMillions(0.0004)).toBe('$400.0');
  });

  it('uses T with two decimals for trillions', () => {
    expect(formatCompactFromMillions(3_000_000)).toBe('$3.00T');
    expect(formatCompactFromMillions(3154147.73)).toBe('$3.15T');
    expect(formatCompactFromMillions(1_000_000)).toBe('$1.00T');
    expect(formatCompactFromMillions(-2_500_000)).toBe('-$2.50T');
  });
});

describe('formatExchange', () => {
  it("shortens Finnhub's exchange names to the ones people know", () => {
    expect(formatExchange('NASDAQ NMS - GLOBAL MARKET')).toBe('NASDAQ');
    expect(formatExchange('NASDAQ NMS - GLOBAL SELECT MARKET')).toBe('NASDAQ');
    expect(formatExchange('NEW YORK STOCK EXCHANGE, INC.')).toBe('NYSE');
    expect(formatExchange('NYSE MKT LLC')).toBe('NYSE American');
    expect(formatExchange('NYSE ARCA')).toBe('NYSE Arca');
    expect(formatExchange('CBOE BZX U.S. EQUITIES EXCHANGE')).toBe('Cboe');
  });

  it('keeps a name it does not know as given', () => {
    expect(formatExchange('MOSCOW EXCHANGE ')).toBe('MOSCOW EXCHANGE');
    expect(formatExchange('NASDAQUITY')).toBe('NASDAQUITY');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it('says how long ago a news item was published', () => {
    expect(formatRelativeTime('2026-03-02T14:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-02T14:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-02T12:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-02-28T15:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-03-02T14:59:00Z', now)).toBe('1 minute ago');
    expect(formatRelativeTime('2026-03-02T13:59:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-01-01T15:00:00Z', now)).toBe('2 months ago');
  });

  it("words it as Intl.RelativeTimeFormat('en-US') does, for every unit and count", () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
    const units = [
      ['minute', 60],
      ['hour', 3600],
      ['day', 86_400],
      ['month', 30 * 86_400],
      ['year', 365 * 86_400],
    ] as const;
    let compared = 0;
    for (const [unit, size] of units) {
      for (const count of [1, 2, 5, 11, 29, 59, 1500]) {
        const published = new Date(now.getTime() - count * size * 1000).toISOString();
        const wording = formatRelativeTime(published, now);
        if (wording.endsWith(`${unit}s ago`) || wording.endsWith(`${unit} ago`)) {
          expect(wording).toBe(intl.format(-count, unit));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(formatRelativeTime('2021-03-02T15:00:00Z', now)).toBe(intl.format(-5, 'year'));
  });
});

describe('formatAge', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  it('gives a short age for stale badges', () => {
    expect(formatAge('2026-03-02T14:59:15Z', now)).toBe('45s');
    expect(formatAge('2026-03-02T14:48:00Z', now)).toBe('12m');
    expect(formatAge('2026-03-02T12:00:00Z', now)).toBe('3h');
    expect(formatAge('2026-02-28T15:00:00Z', now)).toBe('2d');
    expect(formatAge('2026-03-02T15:00:10Z', now)).toBe('0s');
  });
});

describe('formatCalendarDate', () => {
  it('shows an IPO date in words and leaves odd input alone', () => {
    expect(formatCalendarDate('1980-12-12')).toBe('Dec 12, 1980');
    expect(formatCalendarDate('unknown')).toBe('unknown');
  });
});

describe('formatMarketTime', () => {
  it('shows a quote time in New York time, across daylight saving', () => {
    expect(formatMarketTime('2026-11-20T21:00:00.000Z')).toBe('Nov 20, 4:00 PM ET');
    expect(formatMarketTime('2026-07-02T13:30:00.000Z')).toBe('Jul 2, 9:30 AM ET');
  });
});

describe('formatPhone', () => {
  it('groups North American numbers as providers send them', () => {
    expect(formatPhone('14089961010')).toBe('+1 408-996-1010');
    expect(formatPhone('4089961010')).toBe('+1 408-996-1010');
    expect(formatPhone('1.408.996.1010')).toBe('+1 408-996-1010');
  });

  it('shows other numbers as given', () => {
    expect(formatPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatMarketTick', () => {
  it("labels chart axes in New York time whatever the viewer's zone", () => {
    // 14:30 UTC in November is 9:30 in New York (EST); 13:30 UTC in July is 9:30 (EDT).
    expect(formatMarketTick(Date.parse('2026-11-20T14:30:00Z'), 'clock')).toBe('9:30 AM');
    expect(formatMarketTick(Date.parse('2026-07-20T13:30:00Z'), 'clock')).toBe('9:30 AM');
    // 02:00 UTC on the 21st is still the 20th in New York.
    expect(formatMarketTick(Date.parse('2026-11-21T02:00:00Z'), 'day')).toBe('Nov 20');
  });
});

describe('formatTickNumber', () => {
  it("writes a price axis's ticks with the decimals of their step, as uPlot did with Intl", () => {
    const steps = fc
      .tuple(fc.constantFrom(1, 2, 2.5, 5), fc.integer({ min: -4, max: 4 }))
      .map(([base, power]) => Number((base * 10 ** power).toPrecision(3)));
    fc.assert(
      fc.property(steps, fc.integer({ min: -2_000_000, max: 2_000_000 }), (step, multiple) => {
        const value = Number((multiple * step).toPrecision(12));
        const decimals = (String(step).split('.')[1] ?? '').length;
        const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
        expect(formatTickNumber(value, step)).toBe(intl.format(value === 0 ? 0 : value));
      }),
      { numRuns: 5_000 },
    );
    expect(formatTickNumber(102.5, 2.5)).toBe('102.5');
    expect(formatTickNumber(100, 2.5)).toBe('100');
    expect(formatTickNumber(1250, 50)).toBe('1,250');
  });
});

describe('dates written without Intl (decision 049) read exactly as Intl writes them', () => {
  // The oracle: what format.ts did before, with an Intl.DateTimeFormat per format.
  const newYork = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'America/New_York' });
  const marketTime = newYork({
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const tickClock = newYork({ hour: 'numeric', minute: '2-digit' });
  const tickDay = newYork({ month: 'short', day: 'numeric' });
  const calendar = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const instants = fc.integer({
    min: Date.parse('1995-01-01T00:00:00Z'),
    max: Date.parse('2080-12-31T23:59:59Z'),
  });

  it('quote times and chart ticks in New York', () => {
    fc.assert(
      fc.property(instants, (epochMs) => {
        const date = new Date(epochMs);
        expect(formatMarketTime(date.toISOString())).toBe(`${marketTime.format(date)} ET`);
        expect(formatMarketTick(epochMs, 'clock')).toBe(tickClock.format(date));
        expect(formatMarketTick(epochMs, 'day')).toBe(tickDay.format(date));
      }),
      { numRuns: 20_000 },
    );
  });

  it('calendar dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString().slice(0, 10);
        expect(formatCalendarDate(iso)).toBe(calendar.format(new Date(`${iso}T00:00:00Z`)));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('numbers written without Intl read exactly as Intl writes them', () => {
  // The oracle: what format.ts did before, with an Intl.NumberFormat per style.
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);
  const usd = intl({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  const perShare = intl({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  const plain = intl({ maximumFractionDigits: 2 });
  const two = intl({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = (value: number) => {
    const rounded = Math.round(value * 100) / 100 || 0;
    return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${two.format(Math.abs(rounded))}`;
  };

  // Every kind of number a page shows: prices and halves at each decimal place (1.005, 0.125),
  // long fractions, tiny and huge magnitudes, negatives and values that round to zero.
  const numbers = fc.oneof(
    fc.double({ min: -1e16, max: 1e16, noNaN: true }),
    fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
    fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 8),
    fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
    fc.constantFrom(1.005, 2.675, 0.125, 999.995, 1e21, 1.5e-7, 0.0049999, 9_999_999.995),
  );

  it('for dollars, dollars per share, plain numbers, percents and changes', () => {
    fc.assert(
      fc.property(numbers, (value) => {
        const zeroless = value === 0 ? 0 : value;
        expect(formatUsd(value)).toBe(usd.format(zeroless));
        expect(formatUsdPerShare(value)).toBe(perShare.format(zeroless));
        expect(formatNumber(value)).toBe(plain.format(zeroless));
        expect(formatSignedChange(value)).toBe(signed(value));
        expect(formatPercent(value)).toBe(`${signed(value)}%`);
      }),
      { numRuns: 20_000 },
    );
  });

  it('for market caps in K, M, B and T', () => {
    const one = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (millions) => {
        const dollars = millions * 1_000_000;
        const magnitude = Math.abs(dollars);
        const sign = dollars < 0 ? '-' : '';
        const expected =
          magnitude >= 1e12
            ? `${sign}$${two.format(magnitude / 1e12)}T`
            : magnitude >= 1e9
              ? `${sign}$${one.format(magnitude / 1e9)}B`
              : magnitude >= 1e6
                ? `${sign}$${one.format(magnitude / 1e6)}M`
                : magnitude >= 1e3
                  ? `${sign}$${one.format(magnitude / 1e3)}K`
                  : `${sign}$${one.format(magnitude)}`;
        expect(formatCompactFromMillions(millions)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });
});
