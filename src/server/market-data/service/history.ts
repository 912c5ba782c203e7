import { LRUCache } from 'lru-cache';
import { addDays, nyDate as nyDateOf } from '#shared/market-data/market-hours.ts';
import { calendarOf } from '#shared/market-data/trading-calendar.ts';
import type { Timeframe } from '#shared/platform/constants.ts';
import type { History, Quote, StockStats } from '#shared/market-data/market-data.ts';
import { ProviderError, type Bar, type HistoryProvider } from '../provider.ts';
import { createDailySync } from './daily-sync.ts';
import {
  dailyChart,
  rangeStart,
  sessionChart,
  weekChart,
  type ChartPoints,
} from './history-buckets.ts';
import type { CorporateAction, HistoryRepo, SyncedDailyRow } from './history.repo.ts';
import type { ProviderHistoryStore } from './provider-history.ts';
import { claimOf, ClientLimitExceeded, inTurnOf, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// Chart history and 52-week ranges from PostgreSQL. Stored bars come from the history
// provider (daily bars backfilled once, then extended after each close: daily-sync.ts; kept in
// memory instead where its terms say so: provider-history.ts, docs/decisions/023; intraday
// re-synced at most once per interval; single-flight through lru-cache) or, where the plan
// has none, from the quotes and trades we record.

const DAY_MS = 86_400_000;
const DAILY_SYNC_MS = 60 * 60_000;
const INTRADAY_SYNC_MS = 5 * 60_000;
/** Nine calendar days hold the five sessions of a 1W chart even around a weekend and a holiday. */
const INTRADAY_WINDOW_S = 9 * 86_400;
const FAILED_SYNC_RETRY_MS = 60_000;
/** One intraday point per symbol per minute is plenty for 24-point charts. */
const RECORD_EVERY_MS = 60_000;
/** Max asks for every stored close (the simulated calendar starts in 2019). */
const EARLIEST_DATE = '1900-01-01';
/** Charts built from PostgreSQL are kept in memory this long (one query per minute per chart). */
const CHART_TTL_MS = 60_000;

/** YYYY-MM-DD in America/New_York of an epoch-ms time (the calendar's own conversion). */
const nyDate = (time: number) => nyDateOf(new Date(time));

type SyncKind = 'daily' | 'intraday';
type SyncResult = 'synced' | 'unsupported' | 'failed';
/** The client whose request started a sync or chart build (asked only if it goes upstream). */
interface MissContext {
  access: UpstreamAccess | undefined;
}

/** A provider chosen for one history capability, and the policy that spends its budget. */
export interface HistorySource {
  provider: HistoryProvider;
  upstream: UpstreamPolicy;
}

export interface HistoryDeps {
  /** HISTORY_PROVIDER (default MARKET_DATA_PROVIDER), and where its rows are kept. */
  daily: HistorySource & { store: ProviderHistoryStore };
  /** INTRADAY_PROVIDER (default MARKET_DATA_PROVIDER). */
  intraday: HistorySource;
  /** Recorded history, with memory-only provider rows laid over it when there are any. */
  repo: HistoryRepo;
  now: () => number;
  log: { warn(obj: object, msg: string): void };
}

/** A refusal that will not change within the hour: this symbol is not in the plan (Tiingo's monthly symbol cap). */
const refusedForTheDay = (error: unknown) =>
  error instanceof ProviderError && (error.kind === 'forbidden' || error.kind === 'unauthorized');

const barToRow = (bar: Bar) => ({
  // The vendor's trading day when it gave one (Finnhub's 00:00 UTC daily stamps, decision 022).
  date: bar.date ?? nyDate(bar.time * 1000),
  time: bar.time * 1000,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

/**
 * A provider's daily bar as stored: on the date the vendor states (Tiingo), else barToRow's.
 * A vendor that reports no dividends leaves them unknown (null); one that reports no split
 * factor sends split-adjusted bars (Finnhub), so nothing is left to divide by: '1'.
 */
const syncedRow = (bar: Bar): SyncedDailyRow => ({
  ...barToRow(bar),
  ...(bar.date ? { date: bar.date } : {}),
  dividend: bar.dividend ?? null,
  splitFactor: bar.splitFactor ?? '1',
});

export function createHistory({ daily, intraday, repo, now, log }: HistoryDeps) {
  const pendingWrites = new Set<Promise<void>>();
  const syncDaily = createDailySync({ ...daily, toRow: syncedRow, now });
  const syncs = new LRUCache<string, { result: SyncResult }, MissContext>({
    max: 5_000,
    perf: { now },
    // 0: read our clock on every check (no 1 ms debounce timer per read; tests move the clock).
    ttlResolution: 0,
    fetchMethod: async (key, _stale, { options, context }) => {
      const [kind, symbol = ''] = key.split(':') as [SyncKind, string?];
      const to = Math.floor(now() / 1000);
      const claim = claimOf(context.access, symbol);
      try {
        if (kind === 'daily') {
          const result = await syncDaily(symbol, claim);
          options.ttl = result === 'unsupported' ? DAY_MS : DAILY_SYNC_MS;
          return { result };
        }
        const bars = await intraday.upstream.call(
          'intradayBars',
          () => intraday.provider.intradayBars(symbol, to - INTRADAY_WINDOW_S, to, 5),
          claim,
        );
        if (bars === 'unsupported') {
          options.ttl = DAY_MS;
          return { result: 'unsupported' };
        }
        await repo.saveIntradayPoints(
          symbol,
          bars.map((b) => ({ time: b.time * 1000, close: b.close })),
        );
        options.ttl = INTRADAY_SYNC_MS;
        return { result: 'synced' };
      } catch (error) {
        // One client over its own limit must not mark the symbol 'failed' for everyone.
        if (error instanceof ClientLimitExceeded) throw error;
        log.warn({ err: error, symbol, kind }, 'history sync failed; serving stored history');
        options.ttl = refusedForTheDay(error) ? DAY_MS : FAILED_SYNC_RETRY_MS;
        return { result: 'failed' };
      }
    },
  });
  const sync = (kind: SyncKind, symbol: string, access?: UpstreamAccess) =>
    syncs.fetch(`${kind}:${symbol}`, { context: { access } });

  const buildChart = async (
    symbol: string,
    timeframe: Timeframe,
    access: UpstreamAccess | undefined,
  ): Promise<History> => {
    // A listing abroad keeps its exchange's days and sessions (decision 084).
    const calendar = calendarOf(symbol);
    const today = calendar.dateOf(new Date(now()));
    let chart: ChartPoints;
    if (timeframe === '1D' || timeframe === '1W') {
      // Intraday points of the last sessions, and the daily closes that name those sessions
      // and hold the close before them (the base the change is measured from).
      await sync('daily', symbol, access);
      await sync('intraday', symbol, access);
      const history = {
        intraday: await repo.intradayPointsSince(symbol, now() - 10 * DAY_MS),
        daily: await repo.dailyClosesSince(symbol, addDays(today, -21)),
        dateOf: (time: number) => calendar.dateOf(new Date(time)),
        closeOf: (date: string) => calendar.sessionOn(date)?.close.getTime() ?? null,
      };
      chart = timeframe === '1D' ? sessionChart(history) : weekChart(history);
    } else {
      await sync('daily', symbol, access);
      const start = rangeStart(timeframe, today);
      // A little before the start, so the base close is found across weekends and holidays.
      const from = start === null ? EARLIEST_DATE : addDays(start, -10);
      chart = dailyChart(await repo.dailyClosesSince(symbol, from), timeframe, start);
    }
    return {
      symbol,
      timeframe,
      resolution: chart.resolution,
      points: chart.points.map((p) => ({
        time: typeof p.time === 'number' ? new Date(p.time).toISOString() : p.time,
        close: p.close,
      })),
    };
  };
  const charts = new LRUCache<string, History, MissContext>({
    max: 2_000,
    ttl: CHART_TTL_MS,
    perf: { now },
    ttlResolution: 0,
    fetchMethod: (key, _stale, { context }) => {
      const [symbol = '', timeframe = '1D'] = key.split(':');
      // A chart built is work: in the asking client's turn (decision 073).
      return inTurnOf(context.access, () =>
        buildChart(symbol, timeframe as Timeframe, context.access),
      );
    },
  });
  const lastRecorded = new Map<string, number>();

  return {
    /** `access`: the asking client, counted only if a sync goes upstream (decision 015). */
    async history(symbol: string, timeframe: Timeframe, access?: UpstreamAccess): Promise<History> {
      const chart = await charts.fetch(`${symbol}:${timeframe}`, { context: { access } });
      if (!chart) throw new Error(`Could not build the ${timeframe} chart of ${symbol}`);
      return chart;
    },

    /** Dividends and splits from the history provider's rows (none from recorded history). */
    async corporateActions(symbol: string, access?: UpstreamAccess): Promise<CorporateAction[]> {
      await sync('daily', symbol, access);
      return daily.store.corporateActions(symbol);
    },

    stats(symbol: string, access?: UpstreamAccess): Promise<StockStats> {
      return inTurnOf(access, async () => {
        await sync('daily', symbol, access);
        const range = await repo.rangeSince(symbol, nyDate(now() - 365 * DAY_MS));
        return { symbol, week52High: range.high, week52Low: range.low };
      });
    },

    /** Keeps our own history from quotes and trades; best effort, never fails the caller. */
    async record(quote: Quote): Promise<void> {
      const time = Date.parse(quote.time);
      const previous = lastRecorded.get(quote.symbol);
      if (previous !== undefined && time - previous < RECORD_EVERY_MS) return;
      lastRecorded.set(quote.symbol, time);
      const write = save(quote, time);
      pendingWrites.add(write);
      await write.finally(() => pendingWrites.delete(write));
    },

    /** Resolves once every history write in flight is done (before the pool closes). */
    async settled(): Promise<void> {
      await Promise.allSettled([...pendingWrites]);
    },
  };

  async function save(quote: Quote, time: number): Promise<void> {
    // The day of the listing's own exchange: a Tokyo quote at 01:00 UTC is of Tokyo's today.
    const calendar = calendarOf(quote.symbol);
    const date = calendar.dateOf(new Date(time));
    // Finnhub stamps a quote with the time it was asked for, a Sunday too: on a day without a
    // session it only repeats the last close, which is no point or bar of that day.
    if (!calendar.sessionOn(date)) return;
    try {
      await repo.saveIntradayPoints(quote.symbol, [{ time, close: quote.price }]);
      await repo.saveDailyBars(quote.symbol, [
        {
          date,
          // Stamped like the vendor's day bars (00:00 UTC of the trading day), not with the
          // quote's time: after 20:00 ET that instant is already the next UTC day.
          time: Date.parse(`${date}T00:00:00Z`),
          // A day figure the vendor did not know (decision 022) is recorded as the price seen.
          open: quote.open ?? quote.price,
          high: quote.high ?? quote.price,
          low: quote.low ?? quote.price,
          close: quote.price,
        },
      ]);
    } catch (error) {
      log.warn({ err: error, symbol: quote.symbol }, 'could not record a quote into history');
    }
  }
}
