import { setTimeout as sleep } from 'node:timers/promises';
import type { RateBudget } from '../../market-data/provider.ts';

// An alert fires even when no page shows its symbol: once a minute, during the session, one
// process (the 'alert-sweep' job) refreshes the alert symbols nobody is viewing, spread over the
// minute, within a share of the provider's budget (docs/decisions/032). A refreshed quote reaches
// every alert engine's evaluation through the market-data layer like any other.

export const ALERT_SWEEP_QUEUE = 'alert-sweep';

/** Offline providers (the simulated one) spend no budget: up to this many symbols a minute. */
const OFFLINE_PER_MINUTE = 600;
/** The sweep's share of an upstream budget: pages people look at get the rest. */
const BUDGET_SHARE = 1 / 3;

/** Symbol refreshes per minute the sweep may spend. */
export function sweepPerMinute(limits: 'offline' | RateBudget): number {
  if (limits === 'offline') return OFFLINE_PER_MINUTE;
  const perMinute = Math.min(
    limits.perSecond !== undefined ? limits.perSecond * 60 : Infinity,
    limits.perMinute ?? Infinity,
    limits.perHour !== undefined ? limits.perHour / 60 : Infinity,
    limits.perDay !== undefined ? limits.perDay / (60 * 24) : Infinity,
  );
  if (!Number.isFinite(perMinute)) return OFFLINE_PER_MINUTE;
  return Math.max(1, Math.floor(perMinute * BUDGET_SHARE));
}

export function createAlertSweep(deps: {
  /** Symbols with alerts that can fire. */
  symbols(): string[];
  /** Symbols some open page follows live in this process (their ticks arrive anyway). */
  watched(): string[];
  /** Refreshes one quote (a cache miss asks the provider, and the engine sees it). */
  refresh(symbol: string): Promise<unknown>;
  sessionOpen(): boolean;
  perMinute: number;
  log: { warn(obj: object, msg: string): void };
  /** Over how long one round's refreshes are spread (default 50 s of the minute). */
  spreadMs?: number;
}) {
  let cursor = 0;
  /** One minute's round: the next `perMinute` symbols after the cursor, spread over 50 s. */
  return async function sweepOnce(): Promise<number> {
    if (!deps.sessionOpen()) return 0;
    const watched = new Set(deps.watched());
    const pending = deps
      .symbols()
      .filter((symbol) => !watched.has(symbol))
      .sort();
    if (pending.length === 0) return 0;
    const count = Math.min(deps.perMinute, pending.length);
    const gapMs = (deps.spreadMs ?? 50_000) / count;
    for (let done = 0; done < count; done += 1) {
      const symbol = pending[(cursor + done) % pending.length] as string;
      await deps
        .refresh(symbol)
        .catch((error: unknown) =>
          deps.log.warn({ err: error, symbol }, 'alerts: sweep could not refresh a quote'),
        );
      if (done + 1 < count) await sleep(gapMs);
    }
    cursor = (cursor + count) % pending.length;
    return count;
  };
}
