import type { RateBudget } from '../provider.ts';
import { msToNyMidnight } from '../ny-midnight.ts';

// The arithmetic of one upstream budget, shared by the in-process and the PostgreSQL-backed
// budgets (docs/decisions/024). Windows up to a minute are token buckets (decision 007): calls
// reserve their token up front (the bucket may go negative) and wait out the debt, so
// concurrent callers are spaced evenly instead of bursting when the bucket refills. Hour and
// day windows count calls per clock hour and per New York day, as Tiingo resets them: a bucket
// of C per hour would let nearly 2C through in one clock hour.

export class RateLimitExceeded extends Error {
  constructor(readonly waitMs: number) {
    super(`Rate limit: next upstream slot in ${Math.ceil(waitMs)} ms`);
    this.name = 'RateLimitExceeded';
  }
}

export type WindowName = keyof RateBudget;

export interface WindowState {
  tokens: number;
  updatedMs: number;
  /** The counted window's clock period ('' before the first call). */
  period: string;
  used: number;
}

export interface BudgetWindow {
  name: WindowName;
  calls: number;
  state: WindowState;
}

const WINDOW_MS: Record<WindowName, number> = {
  perSecond: 1_000,
  perMinute: 60_000,
  perHour: 3_600_000,
  perDay: 86_400_000,
};

/**
 * The last fifth of each hour and day is kept for signed-in users' own symbols (holdings and
 * watchlists): with quotas counted in hours, queueing longer (decision 015) cannot help.
 */
export const PRIORITY_SHARE = 0.2;

export const isCounted = (name: WindowName) => name === 'perHour' || name === 'perDay';

/** The declared windows, each with a fresh state at `at`. */
export function windowsOf(budget: RateBudget, at: number): BudgetWindow[] {
  return (Object.keys(WINDOW_MS) as WindowName[]).flatMap((name) => {
    const calls = budget[name];
    if (calls === undefined) return [];
    return [{ name, calls, state: { tokens: calls, updatedMs: at, period: '', used: 0 } }];
  });
}

function periodOf(name: WindowName, at: number): { id: string; endsAt: number } {
  if (name === 'perDay') {
    const endsAt = at + msToNyMidnight(at);
    return { id: String(endsAt), endsAt };
  }
  const hour = Math.floor(at / WINDOW_MS.perHour);
  return { id: String(hour), endsAt: (hour + 1) * WINDOW_MS.perHour };
}

/**
 * Reserves one call at `at` in every window and returns how long the caller must wait, or
 * throws RateLimitExceeded (reserving nothing) when a counted window is spent or the wait
 * would exceed `maxWaitMs`. Mutates the states.
 */
export function reserveIn(
  windows: readonly BudgetWindow[],
  at: number,
  maxWaitMs: number,
  priority: boolean,
): number {
  let waitMs = 0;
  let spent = false;
  for (const { name, calls, state } of windows) {
    if (isCounted(name)) {
      const period = periodOf(name, at);
      if (state.period !== period.id) Object.assign(state, { period: period.id, used: 0 });
      const cap = priority ? calls : calls - Math.floor(calls * PRIORITY_SHARE);
      if (state.used >= cap) {
        spent = true;
        waitMs = Math.max(waitMs, period.endsAt - at);
      }
      continue;
    }
    const rate = calls / WINDOW_MS[name];
    // Another process's clock may be a little behind ours: never refill backwards.
    const elapsed = Math.max(0, at - state.updatedMs);
    state.tokens = Math.min(calls, state.tokens + elapsed * rate);
    state.updatedMs = Math.max(state.updatedMs, at);
    if (state.tokens < 1) waitMs = Math.max(waitMs, (1 - state.tokens) / rate);
  }
  if (spent || waitMs > maxWaitMs) throw new RateLimitExceeded(waitMs);
  for (const { name, state } of windows) {
    if (isCounted(name)) state.used += 1;
    else state.tokens -= 1;
  }
  return waitMs;
}
