import { LRUCache } from 'lru-cache';
import { addDays, nyDate as nyDateOf, regularSessionOn } from '../../../shared/market-hours.ts';
import type { Timeframe } from '../../../shared/constants.ts';
import type { History, Quote, StockStats } from '../../../shared/market-data.ts';
import type { Bar, MarketDataProvider } from '../provider.ts';
import {
  dailyChart,
  rangeStart,
  sessionChart,
  weekChart,
  type ChartPoints,
} from './history-buckets.ts';
import type { HistoryRepo } from './history.repo.ts';
import { claimOf, ClientLimitExceeded, type UpstreamAccess } from './upstream-access.ts';
import type { UpstreamPolicy } from './upstream-policy.ts';

// Chart history and 52-week ranges from PostgreSQL. Stored bars come from the provider's
// history (re-synced at most once per interval per symbol, single-flight through lru-cache)
// or, where the plan has none, from the quotes and trades we record.

const DAY_MS = 86_400_000;
const DAILY_SYNC_MS = 60 * 60_000;
const INTRADAY_SYNC_MS = 5 * 60_000;
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

export interface HistoryDeps {
  provider: MarketDataProvider;
  repo: HistoryRepo;
  upstream: UpstreamPolicy;
  now: () => number;
  log: { warn(obj: object, msg: string): void };
}

const barToRow = (bar: Bar) => ({
  date: nyDate(bar.time * 1000),
  time: bar.time * 1000,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
});

export function createHistory({ provider, repo, upstream, now, log }: HistoryDeps) {
  const pendingWrites = new Set<Promise<void>>();
  const syncs = new LRUCache<string, { result: SyncResult }, MissContext>({
    max: 5_000,
    perf: { now },
    // 0: read our clock on every check (no 1 ms debounce timer per read; tests move the clock).
    ttlResolution: 0,
    fetchMethod: async (key, _stale, { options, context }) => {
      const [kind, symbol = ''] = key.split(':') as [SyncKind, string?];
      const to = Math.floor(now() / 1000);
      try {
        const bars =
          kind === 'daily'
            ? await upstream.call(
                'dailyBars',
                () => provider.dailyBars(symbol, to - 400 * 86_400, to),
                claimOf(context.access, symbol),
              )
            : await upstream.call(
                'intradayBars',
                () => provider.intradayBars(symbol, to - 5 * 86_400, to, 5),
                claimOf(context.access, symbol),
              );
        if (bars === 'unsupported') {
          options.ttl = DAY_MS;
          return { result: 'unsupported' };
        }
        if (kind === 'daily') await repo.saveDailyBars(symbol, bars.map(barToRow));
        else
          await repo.saveIntradayPoints(
            symbol,
            bars.map((b) => ({ time: b.time * 1000, close: b.close })),
          );
        options.ttl = kind === 'daily' ? DAILY_SYNC_MS : INTRADAY_SYNC_MS;
        return { result: 'synced' };
      } catch (error) {
        // One client over its own limit must not mark the symbol 'failed' for everyone.
        if (error instanceof ClientLimitExceeded) throw error;
        log.warn({ err: error, symbol, kind }, 'history sync failed; serving stored history');
        options.ttl = FAILED_SYNC_RETRY_MS;
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
    const today = nyDate(now());
    let chart: ChartPoints;
    if (timeframe === '1D' || timeframe === '1W') {
      // Intraday points of the last sessions, and the daily closes that name those sessions
      // and hold the close before them (the base the change is measured from).
      await sync('daily', symbol, access);
      await sync('intraday', symbol, access);
      const history = {
        intraday: await repo.intradayPointsSince(symbol, now() - 10 * DAY_MS),
        daily: await repo.dailyClosesSince(symbol, addDays(today, -21)),
        dateOf: nyDate,
        closeOf: (date: string) => regularSessionOn(date)?.close.getTime() ?? null,
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
      return buildChart(symbol, timeframe as Timeframe, context.access);
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

    async stats(symbol: string, access?: UpstreamAccess): Promise<StockStats> {
      await sync('daily', symbol, access);
      const range = await repo.rangeSince(symbol, nyDate(now() - 365 * DAY_MS));
      return { symbol, week52High: range.high, week52Low: range.low };
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
    try {
      await repo.saveIntradayPoints(quote.symbol, [{ time, close: quote.price }]);
      await repo.saveDailyBars(quote.symbol, [
        {
          date: nyDate(time),
          time,
          open: quote.open,
          high: quote.high,
          low: quote.low,
          close: quote.price,
        },
      ]);
    } catch (error) {
      log.warn({ err: error, symbol: quote.symbol }, 'could not record a quote into history');
    }
  }
}

export type HistoryService = ReturnType<typeof createHistory>;
