import { describe, expect, it } from 'vitest';
import {
  US_MARKET_HOLIDAYS,
  isTradingDay,
  latestSession,
  latestSessionDates,
  marketSessionAt,
  nyDate,
  previousTradingDay,
  regularSessionOn,
  tradingDaysBetween,
  type MarketHoliday,
} from './market-hours.ts';

const at = (iso: string) => new Date(iso);

describe('nyDate', () => {
  it('gives the New York date, which lags UTC in the evening', () => {
    expect(nyDate(at('2026-03-10T03:59:00Z'))).toBe('2026-03-09');
    expect(nyDate(at('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
    expect(nyDate(at('2026-01-10T04:59:00Z'))).toBe('2026-01-09');
    expect(nyDate(at('2026-01-10T05:00:00Z'))).toBe('2026-01-10');
  });
});

describe('regularSessionOn', () => {
  it('opens at 09:30 New York time in winter (UTC-5) and summer (UTC-4)', () => {
    expect(regularSessionOn('2026-01-12')).toEqual({
      open: at('2026-01-12T14:30:00Z'),
      close: at('2026-01-12T21:00:00Z'),
    });
    expect(regularSessionOn('2026-07-13')).toEqual({
      open: at('2026-07-13T13:30:00Z'),
      close: at('2026-07-13T20:00:00Z'),
    });
  });

  it('follows the DST switches on the Mondays after them', () => {
    // 2026: DST starts Sunday 8 March, ends Sunday 1 November.
    expect(regularSessionOn('2026-03-06')?.open).toEqual(at('2026-03-06T14:30:00Z'));
    expect(regularSessionOn('2026-03-09')?.open).toEqual(at('2026-03-09T13:30:00Z'));
    expect(regularSessionOn('2026-10-30')?.close).toEqual(at('2026-10-30T20:00:00Z'));
    expect(regularSessionOn('2026-11-02')?.close).toEqual(at('2026-11-02T21:00:00Z'));
  });

  it('closes at 13:00 on early-close days', () => {
    expect(regularSessionOn('2026-11-27')).toEqual({
      open: at('2026-11-27T14:30:00Z'),
      close: at('2026-11-27T18:00:00Z'),
    });
    expect(regularSessionOn('2025-12-24')?.close).toEqual(at('2025-12-24T18:00:00Z'));
    expect(regularSessionOn('2025-07-03')?.close).toEqual(at('2025-07-03T17:00:00Z'));
  });

  it('is null on weekends and full holidays', () => {
    expect(regularSessionOn('2026-11-21')).toBeNull();
    expect(regularSessionOn('2026-11-22')).toBeNull();
    expect(regularSessionOn('2026-11-26')).toBeNull();
  });
});

describe('isTradingDay', () => {
  it.each([
    ['2026-04-03', 'Good Friday'],
    ['2026-06-19', 'Juneteenth'],
    ['2027-06-18', 'Juneteenth observed on the Friday before a Saturday'],
    ['2026-07-03', 'Independence Day observed on the Friday before a Saturday'],
    ['2027-07-05', 'Independence Day observed on the Monday after a Sunday'],
    ['2026-11-26', 'Thanksgiving'],
    ['2026-12-25', 'Christmas'],
    ['2027-12-24', 'Christmas observed on the Friday before a Saturday'],
    ['2025-01-09', 'the one-off National Day of Mourning for President Carter'],
    ['2028-01-17', 'Martin Luther King, Jr. Day'],
  ])('is false on %s (%s)', (date) => {
    expect(isTradingDay(date)).toBe(false);
  });

  it.each([
    ['2027-12-31', "New Year's Day on a Saturday is not observed on the Friday before"],
    ['2026-11-27', 'the early close after Thanksgiving is still a trading day'],
    ['2026-12-24', 'the Christmas Eve early close is still a trading day'],
    ['2026-07-02', 'no early close before a Friday-observed Independence Day'],
    ['2025-01-10', 'the day after the one-off closure'],
  ])('is true on %s (%s)', (date) => {
    expect(isTradingDay(date)).toBe(true);
  });

  it('is false on weekends', () => {
    expect(isTradingDay('2028-01-01')).toBe(false);
    expect(isTradingDay('2026-11-22')).toBe(false);
  });

  it('uses a provider list when one is passed instead of the bundled table', () => {
    const providerList: MarketHoliday[] = [{ date: '2026-11-20', name: 'Test', hours: null }];
    expect(isTradingDay('2026-11-20', providerList)).toBe(false);
    expect(isTradingDay('2026-11-26', providerList)).toBe(true);
  });
});

describe('US_MARKET_HOLIDAYS', () => {
  it('covers 2024 through 2028 with the ten yearly closures (nine in 2028)', () => {
    const fullClosures = (year: string) =>
      US_MARKET_HOLIDAYS.filter((day) => day.date.startsWith(year) && day.hours === null);
    expect(fullClosures('2024')).toHaveLength(10);
    expect(fullClosures('2025')).toHaveLength(11); // plus 9 January
    expect(fullClosures('2026')).toHaveLength(10);
    expect(fullClosures('2027')).toHaveLength(10);
    expect(fullClosures('2028')).toHaveLength(9); // 1 January is a Saturday
  });

  it('lists only weekdays, each date once', () => {
    const dates = US_MARKET_HOLIDAYS.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) expect(new Date(`${date}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
  });
});

describe('marketSessionAt', () => {
  it('walks through pre-market, regular and post-market on a trading day', () => {
    // Monday 2026-11-23, New York is UTC-5.
    const session = (iso: string) => marketSessionAt(at(iso)).session;
    expect(session('2026-11-23T08:59:00Z')).toBeNull();
    expect(session('2026-11-23T09:00:00Z')).toBe('pre-market');
    expect(session('2026-11-23T14:29:59Z')).toBe('pre-market');
    expect(session('2026-11-23T14:30:00Z')).toBe('regular');
    expect(session('2026-11-23T20:59:59Z')).toBe('regular');
    expect(session('2026-11-23T21:00:00Z')).toBe('post-market');
    expect(session('2026-11-24T00:59:00Z')).toBe('post-market');
    expect(session('2026-11-24T01:00:00Z')).toBeNull();
  });

  it('is open only in the regular session', () => {
    expect(marketSessionAt(at('2026-11-23T15:00:00Z'))).toEqual({
      isOpen: true,
      session: 'regular',
      holiday: null,
    });
    expect(marketSessionAt(at('2026-11-23T22:00:00Z')).isOpen).toBe(false);
  });

  it('names the holiday and has no session on a full closure', () => {
    expect(marketSessionAt(at('2026-11-26T15:00:00Z'))).toEqual({
      isOpen: false,
      session: null,
      holiday: 'Thanksgiving Day',
    });
  });

  it('closes at 13:00 on the day after Thanksgiving and then runs post-market', () => {
    expect(marketSessionAt(at('2026-11-27T17:59:00Z'))).toMatchObject({ isOpen: true });
    expect(marketSessionAt(at('2026-11-27T18:00:00Z'))).toEqual({
      isOpen: false,
      session: 'post-market',
      holiday: 'Early close: day after Thanksgiving',
    });
  });

  it('has no session at the weekend', () => {
    expect(marketSessionAt(at('2026-11-21T15:00:00Z'))).toEqual({
      isOpen: false,
      session: null,
      holiday: null,
    });
  });

  it('uses New York summer time after the March switch', () => {
    expect(marketSessionAt(at('2026-03-09T13:30:00Z')).session).toBe('regular');
    expect(marketSessionAt(at('2026-03-06T13:30:00Z')).session).toBe('pre-market');
  });

  it('uses New York standard time after the November switch', () => {
    expect(marketSessionAt(at('2026-11-02T13:30:00Z')).session).toBe('pre-market');
    expect(marketSessionAt(at('2026-11-02T14:30:00Z')).session).toBe('regular');
    expect(marketSessionAt(at('2026-10-30T20:30:00Z')).session).toBe('post-market');
  });
});

describe('previousTradingDay and tradingDaysBetween', () => {
  it('skips weekends and holidays going back', () => {
    expect(previousTradingDay('2026-11-23')).toBe('2026-11-20');
    expect(previousTradingDay('2026-11-27')).toBe('2026-11-25');
    expect(previousTradingDay('2026-04-06')).toBe('2026-04-02');
    expect(previousTradingDay('2025-01-10')).toBe('2025-01-08');
  });

  it('lists trading days inclusively and in order', () => {
    expect(tradingDaysBetween('2026-11-20', '2026-11-30')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
    ]);
    expect(tradingDaysBetween('2026-11-21', '2026-11-22')).toEqual([]);
  });

  it('counts 251 trading days in 2026 (261 weekdays, 10 closures)', () => {
    expect(tradingDaysBetween('2026-01-01', '2026-12-31')).toHaveLength(251);
  });
});

describe('latestSession', () => {
  it('is the session in progress during trading hours', () => {
    expect(latestSession(at('2026-11-23T15:00:00Z'))).toEqual({
      date: '2026-11-23',
      open: at('2026-11-23T14:30:00Z'),
      close: at('2026-11-23T21:00:00Z'),
    });
  });

  it("is today's finished session after the close", () => {
    expect(latestSession(at('2026-11-23T23:00:00Z')).date).toBe('2026-11-23');
  });

  it('is the previous trading day before the open, at weekends and on holidays', () => {
    expect(latestSession(at('2026-11-23T14:29:00Z')).date).toBe('2026-11-20');
    expect(latestSession(at('2026-11-22T15:00:00Z')).date).toBe('2026-11-20');
    expect(latestSession(at('2026-11-26T15:00:00Z')).date).toBe('2026-11-25');
    expect(latestSession(at('2026-11-28T15:00:00Z'))).toEqual({
      date: '2026-11-27',
      open: at('2026-11-27T14:30:00Z'),
      close: at('2026-11-27T18:00:00Z'),
    });
  });
});

describe('latestSessionDates', () => {
  it("answers latestSession's date at every second around an open, a midnight and a holiday", () => {
    const dates = latestSessionDates();
    const spans = [
      ['2026-11-23T14:25:00Z', '2026-11-23T14:35:00Z'], // Monday's open, 09:30 ET
      ['2026-11-24T04:55:00Z', '2026-11-24T05:05:00Z'], // midnight in New York
      ['2026-11-26T14:25:00Z', '2026-11-26T14:35:00Z'], // Thanksgiving: no open
      ['2026-03-09T13:25:00Z', '2026-03-09T13:35:00Z'], // the first open after DST starts
    ];
    for (const [from, to] of spans) {
      for (let t = Date.parse(from as string); t <= Date.parse(to as string); t += 1_000) {
        expect(dates(t), new Date(t).toISOString()).toBe(latestSession(new Date(t)).date);
      }
    }
  });

  it('uses the holidays it was given', () => {
    const closed: MarketHoliday[] = [
      { date: '2026-11-23', name: 'Closed for the test', hours: null },
    ];
    expect(latestSessionDates(closed)(Date.parse('2026-11-23T15:00:00Z'))).toBe('2026-11-20');
  });
});
