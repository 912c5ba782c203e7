import { firedTitle } from '#shared/alerts/alerts.ts';
import { formatMarketTick, formatUsd } from '#shared/platform/format.ts';
import type { Quote } from '#shared/market-data/market-data.ts';
import { latestSessionDates, type MarketHoliday } from '#shared/market-data/market-hours.ts';
import type { Db } from '../../db/database.ts';
import type { SqlClient } from '../../db/transactions.ts';
import type { UserEvent } from '#shared/platform/user-events.ts';
import { createAlertIndex, type IndexedAlert } from './alert-index.ts';
import {
  alertOf,
  claimTrigger,
  liveAlerts,
  rearm,
  setReference,
  toIndexed,
} from './alerts.repo.ts';

// Evaluates every price the server sees against the armed alerts (docs/decisions/032): the index
// finds the alerts a tick crosses, a conditional UPDATE claims each trigger in PostgreSQL (of N
// processes seeing the same tick, one wins), and in that same transaction the notification row,
// the e-mail job and the user event are written — all of them, or none.

/** A quote older than this during a session is stale: no alert fires on it. */
const STALE_IN_SESSION_MS = 15 * 60_000;

export const ALERT_MAIL_QUEUE = 'alert-mail';

export interface AlertEngineDeps {
  db: Db;
  /** A transaction on one pooled connection (inClientTransaction). */
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  /** Queues the e-mail job inside the claiming transaction. */
  queueMail(client: SqlClient, notificationId: number): Promise<void>;
  /** Wakes the local mail worker once a claim has committed. */
  mailQueued(): void;
  publish(client: SqlClient, userId: string, event: UserEvent): Promise<void>;
  /** The regular session is open now (the market calendar, confirmed by the provider). */
  sessionOpen(): boolean;
  holidays?: readonly MarketHoliday[];
  /** A symbol's 52-week range (for 52-week alerts). */
  week52(symbol: string): Promise<{ high: number | null; low: number | null }>;
  /**
   * The symbol's latest known quote (the cache, usually), or null when unknown or stale: a new
   * or edited alert is evaluated against it at once, so one already true fires without waiting.
   */
  latestQuote(symbol: string): Promise<Quote | null>;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
}

export interface EvaluationStats {
  ticks: number;
  /** Time spent in the synchronous evaluation (the index), in ms. */
  evaluationMs: number;
  claimsTried: number;
  claimsWon: number;
}

export interface AlertEngine {
  /** Loads every live alert; call once before quotes flow. */
  start(): Promise<void>;
  /** A price the server has just seen (fresh, from the provider or its trade stream). */
  observe(quote: Quote): void;
  /** The user's alerts changed (any process): reload them from PostgreSQL. */
  reloadUser(userId: string): Promise<void>;
  /** Events may have been missed (a gap in listening): reload every alert from PostgreSQL. */
  reloadAll(): Promise<void>;
  /** Another process claimed this alert's trigger: stop watching for it here too. */
  triggeredElsewhere(alertId: string): void;
  /** Whether the alert is in this process's index (armed, or waiting to re-arm). */
  indexed(alertId: string): boolean;
  /** Symbols with alerts to watch (the sweep refreshes those nobody is viewing). */
  symbols(): string[];
  stats(): EvaluationStats;
  /** Resolves when every claim in flight has finished (tests, shutdown). */
  settled(): Promise<void>;
  readonly size: number;
}

export function createAlertEngine(deps: AlertEngineDeps): AlertEngine {
  const index = createAlertIndex();
  const now = deps.now ?? Date.now;
  const inFlight = new Set<Promise<void>>();
  const stats: EvaluationStats = { ticks: 0, evaluationMs: 0, claimsTried: 0, claimsWon: 0 };
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  // Per minute, not per tick: latestSession formats dates with Intl, several times a call.
  const sessionDate = latestSessionDates(deps.holidays);

  /** The trading day a quote belongs to, or null when it is stale (an earlier session's). */
  const dayOf = (quote: Quote, sessionOpen: boolean): string | null => {
    const at = Date.parse(quote.time);
    if (!Number.isFinite(at)) return null;
    const current = sessionDate(now());
    if (sessionDate(at) !== current) return null;
    if (sessionOpen && now() - at > STALE_IN_SESSION_MS) return null;
    return current;
  };

  const needsReference = (alert: IndexedAlert) =>
    (alert.condition === 'high-52w' || alert.condition === 'low-52w') && alert.reference === null;

  /** Finds a 52-week alert's reference, stores it, and indexes the alert with it. */
  const withReference = async (alert: IndexedAlert) => {
    try {
      const range = await deps.week52(alert.symbol);
      const reference = alert.condition === 'high-52w' ? range.high : range.low;
      if (reference === null) return;
      await setReference(deps.db, alert.id, reference);
      if (index.get(alert.id) === undefined) {
        alert.reference = reference;
        index.put(alert);
      }
    } catch (error) {
      deps.log.warn({ err: error, symbol: alert.symbol }, 'alerts: no 52-week range yet');
    }
  };

  const put = (alert: IndexedAlert) => {
    if (needsReference(alert)) track(withReference(alert));
    else index.put(alert);
  };

  /** Puts the alert back as PostgreSQL has it now (after a lost claim). */
  const refresh = async (alertId: string, userId: string) => {
    const row = await alertOf(deps.db, userId, alertId);
    if (row && !row.paused) put(toIndexed(row));
  };

  const fire = async (alert: IndexedAlert, quote: Quote, day: string) => {
    stats.claimsTried += 1;
    const title = firedTitle({
      symbol: alert.symbol,
      condition: alert.condition,
      value: alert.value === null ? null : String(alert.value),
    });
    const at = Date.parse(quote.time);
    const body = `Now ${formatUsd(quote.price)} at ${formatMarketTick(at, 'clock')} ET`;
    // Claim and notification in one statement; the mail job and the event in the same
    // transaction: four round trips while the connection is held.
    const fired = await deps.transaction(async (client) => {
      const claim = await claimTrigger(client, {
        alertId: alert.id,
        value: alert.value,
        price: quote.price,
        day,
        title,
        body,
      });
      if (!claim) return null;
      if (claim.emailNotifications) await deps.queueMail(client, claim.notificationId);
      await deps.publish(client, alert.userId, {
        type: 'alert-triggered',
        notificationId: String(claim.notificationId),
        alertId: alert.id,
        symbol: alert.symbol,
        title,
        body,
      });
      return claim;
    });
    if (!fired) {
      await refresh(alert.id, alert.userId);
      return;
    }
    stats.claimsWon += 1;
    if (fired.emailNotifications) deps.mailQueued();
    if (alert.repeat === 'rearm' && index.get(alert.id) === undefined) index.put(fired.alert);
  };

  const observe = (quote: Quote): void => {
    if (!index.has(quote.symbol)) return;
    const started = performance.now();
    // Once per tick: in production it reads the market calendar.
    const sessionOpen = deps.sessionOpen();
    const day = dayOf(quote, sessionOpen);
    if (day === null) return;
    const changePercent =
      sessionOpen && quote.changePercent !== null && quote.previousClose !== null
        ? quote.changePercent
        : null;
    const { fired, rearmed } = index.evaluate(quote.symbol, {
      price: quote.price,
      changePercent,
      day,
    });
    stats.ticks += 1;
    stats.evaluationMs += performance.now() - started;
    for (const alert of fired) {
      track(
        fire(alert, quote, day).catch((error: unknown) => {
          deps.log.warn({ err: error, alertId: alert.id }, 'alerts: claim failed; retrying later');
          // Back in the index as it was: the next tick tries again.
          put(alert);
        }),
      );
    }
    for (const alert of rearmed) {
      track(
        rearm(deps.db, alert.id).catch((error: unknown) =>
          deps.log.warn({ err: error, alertId: alert.id }, 'alerts: re-arm not stored'),
        ),
      );
    }
  };

  /** Drops `stale` from the index and puts `fresh` in, as PostgreSQL has them now. */
  const replace = (stale: readonly string[], fresh: readonly IndexedAlert[]) => {
    for (const id of stale) index.remove(id);
    for (const alert of fresh) put(alert);
  };

  /**
   * First evaluation of reloaded alerts, against the prices we already have (every process does
   * it; the claim lets one of them fire).
   */
  const evaluateNow = async (alerts: readonly IndexedAlert[]) => {
    const symbols = new Set(alerts.filter((alert) => alert.armed).map((alert) => alert.symbol));
    await Promise.all(
      [...symbols].map(async (symbol) => {
        const quote = await deps.latestQuote(symbol).catch(() => null);
        if (quote) observe(quote);
      }),
    );
  };

  return {
    async start() {
      const alerts = await liveAlerts(deps.db);
      index.putAll(alerts.filter((alert) => !needsReference(alert)));
      for (const alert of alerts.filter(needsReference)) put(alert);
    },
    observe,
    async reloadUser(userId) {
      const fresh = await liveAlerts(deps.db, userId);
      replace(index.idsOfUser(userId), fresh);
      await evaluateNow(fresh);
    },
    async reloadAll() {
      const fresh = await liveAlerts(deps.db);
      replace(index.ids(), fresh);
      await evaluateNow(fresh);
    },
    triggeredElsewhere(alertId) {
      const alert = index.get(alertId);
      if (!alert?.armed) return;
      index.remove(alertId);
      if (alert.repeat === 'rearm') {
        index.put({ ...alert, armed: false, lastTriggerDay: sessionDate(now()) });
      }
    },
    indexed: (alertId) => index.get(alertId) !== undefined,
    symbols: () => index.symbols(),
    stats: () => ({ ...stats }),
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    get size() {
      return index.size;
    },
  };
}
