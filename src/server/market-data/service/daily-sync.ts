import {
  addDays,
  latestSession,
  nyDate,
  previousTradingDay,
} from '#shared/market-data/market-hours.ts';
import type { Bar, HistoryProvider } from '../provider.ts';
import type { SyncedDailyRow } from './history.repo.ts';
import type { ProviderHistoryStore } from './provider-history.ts';
import type { UpstreamClaim } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// A symbol's provider history, fetched once (years in one call) when its chart is first
// viewed, then extended from its last date after each close: one call per symbol per trading
// day at most, whichever process asks first (docs/decisions/023).

/** Tiingo publishes 17:30–17:45 New York time and takes corrections until about 20:00. */
const PUBLISHED_AFTER_CLOSE_MS = 4 * 60 * 60_000;
/** An answer that did not reach the expected date (not yet published) is asked again after this. */
const RECHECK_AFTER_MS = 60 * 60_000;
/** Memory-only rows are fetched again by every process: 5 years (and a week) keeps that small. */
const MEMORY_BACKFILL_DAYS = 5 * 366 + 7;
/** Stored rows: everything the provider has (Tiingo's coverage begins before this). */
const FULL_BACKFILL_FROM = '1962-01-01';

export type DailySyncResult = 'synced' | 'unsupported';

/** The last trading date whose end-of-day rows are published at `now`. */
export function publishedThrough(now: number): string {
  const session = latestSession(new Date(now));
  return now >= session.close.getTime() + PUBLISHED_AFTER_CLOSE_MS
    ? session.date
    : previousTradingDay(session.date);
}

const epochSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

export interface DailySyncDeps {
  provider: HistoryProvider;
  upstream: UpstreamPolicy;
  store: ProviderHistoryStore;
  /** How a bar is stored (history.ts: dated by the vendor's own date when it gives one). */
  toRow: (bar: Bar) => SyncedDailyRow;
  now: () => number;
}

export function createDailySync({ provider, upstream, store, toRow, now }: DailySyncDeps) {
  const backfillFrom = () =>
    provider.historyStorage === 'memory'
      ? addDays(nyDate(new Date(now())), -MEMORY_BACKFILL_DAYS)
      : FULL_BACKFILL_FROM;

  /** Throws what the upstream call throws (limits, outages); the caller decides the retry. */
  return async function syncDaily(
    symbol: string,
    claim: UpstreamClaim | undefined,
  ): Promise<DailySyncResult> {
    const target = publishedThrough(now());
    const state = await store.stateOf(symbol);
    if (state && (state.through >= target || now() - state.checkedAt < RECHECK_AFTER_MS)) {
      return 'synced';
    }
    const from = state ? addDays(state.through, 1) : backfillFrom();
    const today = nyDate(new Date(now()));
    const bars = await upstream.call(
      'dailyBars',
      () => provider.dailyBars(symbol, epochSeconds(from), epochSeconds(today)),
      claim,
    );
    if (bars === 'unsupported') return 'unsupported';
    // Rows up to the published date only: a row for today would be the session in progress.
    const rows = bars.map(toRow).filter((row) => row.date >= from && row.date <= target);
    // We ask only once the target day is published, so an empty answer means no rows to come
    // (a symbol the vendor does not have, a halted or delisted one): settled until the next
    // close. Rows that stop short of the target (a late correction) are asked again in an hour.
    const through = rows.at(-1)?.date ?? target;
    await store.save(symbol, rows, { through, checkedAt: now() });
    return 'synced';
  };
}
