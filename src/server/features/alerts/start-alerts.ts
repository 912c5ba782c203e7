import type { FastifyBaseLogger } from 'fastify';
import { nyDate, type MarketHoliday } from '#shared/market-data/market-hours.ts';
import type { Quote } from '#shared/market-data/market-data.ts';
import type { Position } from '#shared/portfolio/portfolio.ts';
import type { Database } from '../../db/database.ts';
import { startJobs, type Jobs } from '../../jobs/jobs.ts';
import type { UserEventBus } from '../../live/user-events.ts';
import { inTransaction, type SqlClient } from '../../db/transactions.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MarketDataService } from '../../market-data/service/market-data.service.ts';
import { ALERT_MAIL_QUEUE, createAlertEngine } from './alert-engine.ts';
import { createAlertMail, type AlertMailJob } from './alert-mail.ts';
import type { AlertOffTokens } from './alert-off-token.ts';
import { ALERT_SWEEP_QUEUE, createAlertSweep, sweepPerMinute } from './alert-sweep.ts';
import {
  createDailySummary,
  DAILY_SUMMARY_CRON,
  DAILY_SUMMARY_QUEUE,
  SUMMARY_MAIL_QUEUE,
  type SummaryMailJob,
} from './daily-summary.ts';

// Everything of price alerts that runs in the background of a server process (decision 032):
// the engine fed by every fresh quote, the jobs (alert mail, daily summary, sweep) on pg-boss,
// and the user events that keep every process's engine in step.

export interface AlertsRuntimeDeps {
  database: Database;
  marketData: MarketDataService;
  userEvents: UserEventBus;
  mailer: Mailer;
  tokens: AlertOffTokens;
  baseUrl: string;
  log: FastifyBaseLogger;
  mailTimeoutSeconds: number;
  positions(userId: string): Promise<Position[]>;
  watchlist(userId: string): Promise<string[]>;
  holidays?: readonly MarketHoliday[];
}

export async function startAlertsRuntime(deps: AlertsRuntimeDeps) {
  const jobs = await startJobs({
    database: deps.database,
    log: deps.log,
    maintenanceIntervalSeconds: Math.max(1, Math.min(30, Math.floor(deps.mailTimeoutSeconds / 2))),
    pollingIntervalSeconds: 2,
  });
  try {
    return await startOnJobs(deps, jobs);
  } catch (error) {
    // Half started, it must not go on polling: runAlertsInBackground's retry starts anew.
    await jobs.close().catch(() => undefined);
    throw error;
  }
}

async function startOnJobs(deps: AlertsRuntimeDeps, jobs: Jobs) {
  const { database, marketData, log } = deps;
  const db = database.db;
  const sessionOpen = () => marketData.marketStatus().isOpen;
  const transaction = <T>(work: (client: SqlClient) => Promise<T>) =>
    inTransaction(database.pool, work);
  const engine = createAlertEngine({
    db,
    transaction,
    queueMail: (client, notificationId) =>
      jobs.sendInTransaction(client, ALERT_MAIL_QUEUE, { notificationId } satisfies AlertMailJob),
    mailQueued: () => jobs.wake(ALERT_MAIL_QUEUE),
    publish: (client, userId, event) => deps.userEvents.publish(client, userId, event),
    sessionOpen,
    ...(deps.holidays ? { holidays: deps.holidays } : {}),
    week52: async (symbol) => {
      const stats = await marketData.stats(symbol);
      return { high: stats.week52High, low: stats.week52Low };
    },
    latestQuote: async (symbol) => {
      const result = await marketData.quote(symbol);
      return result.freshness?.stale === false ? result.quote : null;
    },
    log,
  });
  const sendAlertMail = createAlertMail({
    db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    tokens: deps.tokens,
  });
  const retry = { retryLimit: 20, retryDelaySeconds: 5 };
  await jobs.work<AlertMailJob>(
    ALERT_MAIL_QUEUE,
    { expireInSeconds: deps.mailTimeoutSeconds, ...retry },
    async (job) => void (await sendAlertMail(job)),
  );

  const summary = createDailySummary({
    db,
    transaction,
    queueMail: (client, job) =>
      jobs.sendInTransaction(client, SUMMARY_MAIL_QUEUE, job, `summary-${job.userId}-${job.day}`),
    quotes: async (symbols) => {
      const results = await marketData.quotes(symbols);
      return new Map(
        results.flatMap((result): Array<[string, Quote]> =>
          result.quote ? [[result.symbol, result.quote]] : [],
        ),
      );
    },
    positions: deps.positions,
    watchlist: deps.watchlist,
    // A symbol whose dividends cannot be read leaves the section without it, not the mail.
    dividends: (symbol) => marketData.dividends(symbol).catch(() => []),
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    ...(deps.holidays ? { holidays: deps.holidays } : {}),
  });
  await jobs.work<SummaryMailJob>(
    SUMMARY_MAIL_QUEUE,
    { expireInSeconds: Math.max(deps.mailTimeoutSeconds, 60), ...retry },
    async (job) => void (await summary.send(job)),
  );
  await jobs.work(
    DAILY_SUMMARY_QUEUE,
    { expireInSeconds: 300, retryLimit: 5, retryDelaySeconds: 60 },
    async () => {
      const claimed = await summary.claim(nyDate(new Date()));
      if (claimed > 0) jobs.wake(SUMMARY_MAIL_QUEUE);
    },
  );
  await jobs.schedule(DAILY_SUMMARY_QUEUE, DAILY_SUMMARY_CRON);

  const sweep = createAlertSweep({
    symbols: () => engine.symbols(),
    watched: () => marketData.liveHub.watchedSymbols(),
    refresh: (symbol) => marketData.quote(symbol),
    sessionOpen,
    perMinute: sweepPerMinute(marketData.providerLimits),
    log,
  });
  await jobs.work(
    ALERT_SWEEP_QUEUE,
    { expireInSeconds: 90, retryLimit: 0, retryDelaySeconds: 1 },
    async () => void (await sweep()),
  );
  await jobs.schedule(ALERT_SWEEP_QUEUE, '* * * * *');

  // Last, once every queue exists: a trigger claimed before its mail queue was created would
  // commit its notification without the mail (jobs.ts refuses such a send now, too).
  await engine.start();
  const stopQuotes = marketData.onQuote((quote) => engine.observe(quote));
  const stopEvents = deps.userEvents.subscribe((userId, event) => {
    if (event.type === 'alerts-changed') {
      engine
        .reloadUser(userId)
        .catch((error: unknown) => log.warn({ err: error }, 'alerts: could not reload a user'));
    } else if (event.type === 'alert-triggered') {
      engine.triggeredElsewhere(event.alertId);
    }
  });
  // Listening again after a gap: what changed meanwhile was replayed, but read every alert
  // anew all the same (decision 077), so none created or edited then goes unwatched.
  const stopGaps = deps.userEvents.afterGap(() => {
    engine
      .reloadAll()
      .catch((error: unknown) => log.warn({ err: error }, 'alerts: could not reload alerts'));
  });

  return {
    engine,
    summary,
    sendAlertMail,
    async close() {
      stopQuotes();
      stopEvents();
      stopGaps();
      await engine.settled();
      await jobs.close();
    },
  };
}

export type AlertsRuntime = Awaited<ReturnType<typeof startAlertsRuntime>>;

export interface BackgroundAlerts {
  /** Resolves once the engine and the jobs run (tests wait for it). */
  ready(): Promise<AlertsRuntime>;
  close(): Promise<void>;
}

/**
 * Starts the runtime without holding up the server's boot: while PostgreSQL cannot be reached
 * (the app still answers /api/health with 503) it tries again with back-off up to a minute.
 */
export function runAlertsInBackground(deps: AlertsRuntimeDeps): BackgroundAlerts {
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const started = (async () => {
    for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 60_000)) {
      try {
        const runtime = await startAlertsRuntime(deps);
        if (closed) await runtime.close();
        return runtime;
      } catch (error) {
        if (closed) throw error;
        deps.log.warn({ err: error }, 'alerts: cannot start yet; retrying');
        await new Promise<void>((resolve) => {
          wake = resolve;
          retry = setTimeout(resolve, delayMs);
        });
        if (closed) throw new Error('closed before the alerts runtime started');
      }
    }
  })();
  started.catch(() => undefined);
  return {
    ready: () => started,
    async close() {
      closed = true;
      clearTimeout(retry);
      wake?.();
      const runtime = await started.catch(() => null);
      await runtime?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Price alerts' background parts, set by buildApp (tests reach the engine and jobs here). */
    alerts: BackgroundAlerts;
  }
}
