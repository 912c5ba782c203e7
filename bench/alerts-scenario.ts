import type { AlertCondition, AlertRepeat } from '#shared/alerts/alerts.ts';
import type { Quote } from '#shared/market-data/market-data.ts';

// The scenario of `npm run bench:alerts`, deterministic from two seeds so that every
// process makes the same ticks on the same schedule and the parent can tell, from a trigger's
// price, which tick fired it. Pure: no I/O.

/** The tab server resolves a live socket's user from this header (sign-in is not measured). */
export const BENCH_USER_HEADER = 'x-bench-user';

/** The parent's start signal: every engine process makes the same ticks from `startAt`. */
export interface GoMessage {
  type: 'go';
  startAt: number;
  seconds: number;
  rate: number;
  seed: number;
  sigma: number;
}

export const SYMBOLS = 2_000;
export const USERS = 500;
export const ALERTS_PER_USER = 200;
/**
 * A tick's log-return spread by default: ~30 ticks a symbol a minute move it ~1 % a minute, a
 * hectic market, so that ~2,500 of the 100,000 alerts fire in 60 s (more each second as prices
 * spread: ~20/s at first, ~50/s at the end).
 */
export const TICK_SIGMA = 0.002;
/** Thresholds this far from the start (0.5 %: none is already true at the start). */
const ONCE_DISTANCE = [0.005, 0.25] as const;
/** Re-arming alerts sit closer, so that some fire, re-arm and cross again in one run. */
const REARM_DISTANCE = [0.005, 0.04] as const;
const REARM_SHARE = 0.1;
const CONDITIONS: readonly AlertCondition[] = ['above', 'below', 'up-percent', 'down-percent'];
const CONDITION_WEIGHTS = [0.3, 0.3, 0.2, 0.2];

/** mulberry32: a small seeded generator, the same sequence in every process. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const symbolOf = (index: number) => `BA${String(index).padStart(4, '0')}`;

/** Each symbol's price at the start, which is also its previous close (the day starts flat). */
export function startPrices(seed: number): number[] {
  const random = seeded(seed);
  return Array.from({ length: SYMBOLS }, () => Math.round((10 + random() * 490) * 100) / 100);
}

export interface SeedAlert {
  userIndex: number;
  symbol: string;
  condition: AlertCondition;
  value: string;
  repeat: AlertRepeat;
}

/** USERS × ALERTS_PER_USER alerts with thresholds a bounded share of the run's moves reach. */
export function* seedAlerts(seed: number, prices: readonly number[]): Generator<SeedAlert> {
  const random = seeded(seed ^ 0x5eed);
  for (let userIndex = 0; userIndex < USERS; userIndex++) {
    for (let k = 0; k < ALERTS_PER_USER; k++) {
      const symbolIndex = Math.floor(random() * SYMBOLS);
      let pick = random();
      let condition = CONDITIONS[0] as AlertCondition;
      for (const [i, weight] of CONDITION_WEIGHTS.entries()) {
        condition = CONDITIONS[i] as AlertCondition;
        if ((pick -= weight) < 0) break;
      }
      const repeat: AlertRepeat = random() < REARM_SHARE ? 'rearm' : 'once';
      const [low, high] = repeat === 'rearm' ? REARM_DISTANCE : ONCE_DISTANCE;
      const distance = low + random() * (high - low);
      const start = prices[symbolIndex] as number;
      const value =
        condition === 'above'
          ? (start * (1 + distance)).toFixed(4)
          : condition === 'below'
            ? (start * (1 - distance)).toFixed(4)
            : (distance * 100).toFixed(3);
      yield { userIndex, symbol: symbolOf(symbolIndex), condition, value, repeat };
    }
  }
}

export interface BenchTick {
  /** When it is due, in ms after the run's start: its generation time. */
  offsetMs: number;
  quote: Omit<Quote, 'time'>;
}

/** The run's ticks in order: `rate` a second for `seconds`, a seeded random walk per symbol. */
export function* ticks(
  seed: number,
  prices: readonly number[],
  rate: number,
  seconds: number,
  sigma = TICK_SIGMA,
): Generator<BenchTick> {
  const random = seeded(seed ^ 0x71c5);
  const current = [...prices];
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const index = Math.floor(random() * SYMBOLS);
    const previousClose = prices[index] as number;
    const price =
      Math.round((current[index] as number) * Math.exp(sigma * gauss()) * 10_000) / 10_000;
    current[index] = price;
    yield {
      offsetMs: (i * 1_000) / rate,
      quote: {
        symbol: symbolOf(index),
        price,
        change: price - previousClose,
        changePercent: ((price - previousClose) / previousClose) * 100,
        open: previousClose,
        high: null,
        low: null,
        previousClose,
        currency: 'USD',
      },
    };
  }
}

/** `symbol price` (4 decimals) of a tick, to find which tick a stored trigger price came from. */
export const tickKey = (symbol: string, price: number) => `${symbol} ${price.toFixed(4)}`;
