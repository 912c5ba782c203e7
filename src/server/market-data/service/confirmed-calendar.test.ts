import { describe, expect, it } from 'vitest';
import {
  marketSessionAt,
  US_MARKET_HOLIDAYS,
  type MarketHoliday,
} from '#shared/market-data/market-hours.ts';
import type { ProviderMarketStatus } from '../provider.ts';
import { createConfirmedCalendar, mergeHolidays } from './confirmed-calendar.ts';

// docs/decisions/022: our calendar, confirmed by the vendor's market-holiday and market-status
// answers at a few calls a day.

/** Tuesday 2026-11-24, 10:00 in New York: a regular session by our table. */
const SESSION = new Date('2026-11-24T15:00:00Z');
const HOUR = 60 * 60_000;

function calendar(theirs: {
  holidays?: MarketHoliday[] | 'unsupported';
  status?: ProviderMarketStatus | 'unsupported' | Error;
}) {
  const calls = { holidays: 0, status: 0 };
  const cal = createConfirmedCalendar({
    session: (now, holidays) => marketSessionAt(now, holidays),
    ourHolidays: US_MARKET_HOLIDAYS,
    fetchHolidays: async () => {
      calls.holidays++;
      return theirs.holidays ?? [];
    },
    fetchStatus: async () => {
      calls.status++;
      if (theirs.status instanceof Error) throw theirs.status;
      return theirs.status ?? { isOpen: true, session: 'regular', holiday: null };
    },
    log: { warn: () => undefined },
  });
  return { cal, calls };
}

describe('merging the vendor holiday list into ours', () => {
  it('adds a closure only the vendor lists and lets "closed all day" win over an early close', () => {
    const merged = mergeHolidays(
      [{ date: '2026-11-27', name: 'Early close', hours: { open: '09:30', close: '13:00' } }],
      [
        { date: '2026-11-27', name: 'Closed', hours: null },
        { date: '2026-11-24', name: 'Day of mourning', hours: null },
      ],
    );
    expect(merged).toEqual([
      { date: '2026-11-24', name: 'Day of mourning', hours: null },
      { date: '2026-11-27', name: 'Closed', hours: null },
    ]);
  });

  it('keeps our entries the vendor does not list or lists as open', () => {
    const ours = [{ date: '2026-12-25', name: 'Christmas Day', hours: null }];
    const theirs = [
      { date: '2026-12-25', name: 'Christmas', hours: { open: '09:30', close: '13:00' } },
    ];
    expect(mergeHolidays(ours, theirs)).toEqual(ours);
  });
});

describe('the confirmed session', () => {
  it('shows a closure the vendor lists and we do not, once its list has arrived', async () => {
    const { cal, calls } = calendar({
      holidays: [{ date: '2026-11-24', name: 'Day of mourning', hours: null }],
    });
    expect(cal.session(SESSION).isOpen).toBe(true); // ours, until the list is in
    await cal.settled();
    expect(cal.session(SESSION)).toEqual({
      isOpen: false,
      session: null,
      holiday: 'Day of mourning',
    });
    expect(calls.holidays).toBe(1);
  });

  it('shows an unscheduled closure the vendor reports during our session, that day only', async () => {
    const { cal } = calendar({ status: { isOpen: false, session: null, holiday: null } });
    cal.session(SESSION);
    await cal.settled();
    expect(cal.session(SESSION)).toEqual({
      isOpen: false,
      session: null,
      holiday: 'Market closed',
    });
    const nextDay = new Date(SESSION.getTime() + 24 * HOUR);
    expect(cal.session(nextDay).isOpen).toBe(true);
  });

  it('asks for the status at most every two hours, and only during our session', async () => {
    const { cal, calls } = calendar({});
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      cal.session(new Date(Date.parse('2026-11-24T05:00:00Z') + minute * 60_000));
      await cal.settled();
    }
    // 09:30–16:00 in New York: checks at 09:30, 11:30, 13:30 and 15:30.
    expect(calls.status).toBe(4);
    expect(calls.holidays).toBe(1);
  });

  it('ignores a vendor still saying pre-market just after our open (its clock), and its failures', async () => {
    const early = calendar({ status: { isOpen: false, session: 'pre-market', holiday: null } });
    early.cal.session(SESSION);
    await early.cal.settled();
    expect(early.cal.session(SESSION).isOpen).toBe(true);
    const failing = calendar({ status: new Error('timeout'), holidays: 'unsupported' });
    failing.cal.session(SESSION);
    await failing.cal.settled();
    expect(failing.cal.session(SESSION)).toEqual(marketSessionAt(SESSION));
  });
});
