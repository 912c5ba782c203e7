import {
  nyDate,
  type MarketHoliday,
  type MarketSession,
} from '#shared/market-data/market-hours.ts';
import type { ProviderMarketStatus } from '../provider.ts';

// Our exchange calendar (market-hours.ts), confirmed by the provider's own market-status and
// market-holiday answers at a few calls a day (docs/decisions/022): a closure the vendor
// lists and we do not (a day of mourning announced last week) joins our holidays, and an
// unscheduled closure (the vendor says closed during our regular session) shows as closed.

const HOLIDAYS_EVERY_MS = 24 * 60 * 60_000;
/** At most four checks in a 6.5-hour session. */
const STATUS_EVERY_MS = 2 * 60 * 60_000;
const RETRY_AFTER_FAILURE_MS = 30 * 60_000;
/** The vendor still saying pre-market just after our open: its clock, not a closure. */
const RECHECK_SOON_MS = 5 * 60_000;

export interface ConfirmedCalendarDeps {
  /** Our calendar at an instant, with a holiday list (market-hours.ts marketSessionAt). */
  session: (now: Date, holidays?: readonly MarketHoliday[]) => MarketSession;
  /** Our own holiday table, which the vendor's list extends. */
  ourHolidays: readonly MarketHoliday[];
  /** The vendor's calls, already behind the upstream policy. */
  fetchHolidays: () => Promise<MarketHoliday[] | 'unsupported'>;
  fetchStatus: () => Promise<ProviderMarketStatus | 'unsupported'>;
  log: { warn(obj: object, msg: string): void };
  /** Told when a check has landed: the session it gives may have changed. */
  onChange?: () => void;
}

/**
 * Ours plus the vendor's: a date only the vendor lists is added; where the vendor says closed
 * all day and we say open or early close, closed wins. A date only we list stays (the vendor's
 * list covers fewer years).
 */
export function mergeHolidays(
  ours: readonly MarketHoliday[],
  theirs: readonly MarketHoliday[],
): MarketHoliday[] {
  const byDate = new Map(ours.map((holiday) => [holiday.date, holiday]));
  for (const holiday of theirs) {
    const known = byDate.get(holiday.date);
    if (!known || (holiday.hours === null && known.hours !== null))
      byDate.set(holiday.date, holiday);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export interface ConfirmedCalendar {
  /** The session now: ours, unless the vendor's answers say a closure we did not know of. */
  session(instant: Date): MarketSession;
  /** Resolves when the checks in flight are done (tests, shutdown). */
  settled(): Promise<void>;
}

export function createConfirmedCalendar(deps: ConfirmedCalendarDeps): ConfirmedCalendar {
  let holidays: readonly MarketHoliday[] = deps.ourHolidays;
  let holidaysDueAt = 0;
  let statusDueAt = 0;
  /** A New York date the vendor said was closed while we expected a regular session. */
  let closure: { date: string; name: string } | null = null;
  const inFlight = new Set<Promise<void>>();

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => {
      inFlight.delete(work);
      deps.onChange?.();
    });
  };

  const refreshHolidays = async (atMs: number) => {
    try {
      const theirs = await deps.fetchHolidays();
      if (theirs !== 'unsupported') holidays = mergeHolidays(deps.ourHolidays, theirs);
    } catch (error) {
      holidaysDueAt = atMs + RETRY_AFTER_FAILURE_MS;
      deps.log.warn({ err: error }, 'market holidays: provider did not answer; using our calendar');
    }
  };

  const checkStatus = async (instant: Date) => {
    try {
      const status = await deps.fetchStatus();
      if (status === 'unsupported') return;
      if (status.isOpen) closure = null;
      else if (status.session === null) {
        closure = { date: nyDate(instant), name: status.holiday ?? 'Market closed' };
      } else statusDueAt = instant.getTime() + RECHECK_SOON_MS;
    } catch (error) {
      statusDueAt = instant.getTime() + RETRY_AFTER_FAILURE_MS;
      deps.log.warn({ err: error }, 'market status: provider did not answer; using our calendar');
    }
  };

  return {
    session(instant) {
      const atMs = instant.getTime();
      if (atMs >= holidaysDueAt) {
        holidaysDueAt = atMs + HOLIDAYS_EVERY_MS;
        track(refreshHolidays(atMs));
      }
      const ours = deps.session(instant, holidays);
      // Asked only while we expect the regular session: that is when a closure would matter.
      if (ours.isOpen && atMs >= statusDueAt) {
        statusDueAt = atMs + STATUS_EVERY_MS;
        track(checkStatus(instant));
      }
      if (closure && closure.date === nyDate(instant)) {
        return { isOpen: false, session: null, holiday: closure.name };
      }
      return ours;
    },
    async settled() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
