import { describe, expect, it } from 'vitest';
import { parseNextEarnings } from './parse-earnings.ts';
import { parseFundamentals } from './parse-metric.ts';

// Real /stock/metric answers (excerpts pasted in Finnhub's issue threads) and the documented
// shape of the figures the Key Statistics card reads.

/** ENB, recorded 2026-01-09 in a Finnhub-API thread: the primary listing's figures, in CAD. */
const ENB = {
  metric: {
    '10DayAverageTradingVolume': 3.73355,
    '13WeekPriceReturnDaily': -10.2604,
    '3MonthAverageTradingVolume': 6.1414,
    '52WeekHigh': 70.39,
    '52WeekLow': 56.51,
  },
  symbol: 'ENB.TO',
};

/** KGC, recorded 2025-10-02 in a Finnhub-API thread: no `symbol` field in the excerpt. */
const KGC = {
  metric: {
    '10DayAverageTradingVolume': 6.11598,
    '13WeekPriceReturnDaily': 69.5631,
    '3MonthAverageTradingVolume': 3.87999,
    '52WeekHigh': 34.79,
    '52WeekLow': 12.555,
  },
};

describe('parseFundamentals', () => {
  it('refuses an answer naming another listing (ENB answered as ENB.TO, in CAD)', () => {
    expect(parseFundamentals('ENB', ENB)).toBeNull();
  });

  it('reads volumes in millions of shares: 6.11598 M is 6,115,980 shares', () => {
    expect(parseFundamentals('KGC', KGC)).toEqual({
      kind: null,
      eps: null,
      epsPeriod: null,
      peRatio: null,
      dividendYieldPercent: null,
      beta: null,
      volume: null,
      averageVolume10Day: 6_115_980,
      averageVolume3Month: 3_879_990,
    });
  });

  it('reads the trailing figures and the quarter the EPS runs to', () => {
    const body = {
      metric: {
        beta: 1.2989,
        dividendYieldIndicatedAnnual: 0.4532,
        epsTTM: 6.5898,
        peTTM: 32.4,
        '10DayAverageTradingVolume': 47.83,
      },
      series: {
        quarterly: {
          eps: [
            { period: '2025-03-29', v: 1.65 },
            { period: '2025-06-28', v: 1.57 },
            { period: 'not a date', v: 9 },
          ],
        },
      },
      symbol: 'AAPL',
    };
    expect(parseFundamentals('AAPL', body)).toMatchObject({
      eps: 6.5898,
      epsPeriod: '2025-06-28',
      peRatio: 32.4,
      dividendYieldPercent: 0.4532,
      beta: 1.2989,
      averageVolume10Day: 47_830_000,
    });
  });

  it("is null for Finnhub's empty answer and for figures it sends as null", () => {
    expect(parseFundamentals('ZZZZ', {})).toBeNull();
    expect(
      parseFundamentals('SPY', { metric: { beta: null, epsTTM: null }, symbol: 'SPY' }),
    ).toBeNull();
  });
});

describe('parseNextEarnings', () => {
  const row = (date: string, symbol = 'AAPL') => ({
    date,
    epsActual: null,
    epsEstimate: 1.43,
    hour: 'amc',
    quarter: 3,
    revenueActual: null,
    revenueEstimate: 89_000_000_000,
    symbol,
    year: 2025,
  });

  it('takes the first date inside the window, ignoring rows about another symbol', () => {
    const body = {
      earningsCalendar: [row('2025-10-30'), row('2025-07-31'), row('2025-07-29', 'AAPD')],
    };
    expect(parseNextEarnings('AAPL', body, '2025-07-21', '2025-11-18')).toBe('2025-07-31');
    expect(parseNextEarnings('AAPL', body, '2025-08-01', '2025-11-18')).toBe('2025-10-30');
  });

  it('is null when none is announced', () => {
    expect(
      parseNextEarnings('SPY', { earningsCalendar: [] }, '2025-07-21', '2025-11-18'),
    ).toBeNull();
    expect(parseNextEarnings('SPY', {}, '2025-07-21', '2025-11-18')).toBeNull();
  });
});
