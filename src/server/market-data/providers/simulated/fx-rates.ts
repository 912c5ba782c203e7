import type { Currency } from '#shared/platform/currencies.ts';
import type { FxDay } from '../../fx-day.ts';
import { FIRST_FX_DATE, shiftDate, targetDays } from '../../target-calendar.ts';
import { hashString, normal } from './random.ts';

// Euro reference rates as the ECB would publish them, made up: for each currency a
// mean-reverting walk of its logarithm around a plausible level, one step per TARGET day from
// 1999-01-04. Every step is a pure function of the currency and the day, and the walk always
// starts at the same place, so a date has the same rates in every process (docs/decisions/083).

interface Anchor {
  /** Units per 1 EUR the walk returns to. */
  level: number;
  /** Daily standard deviation of the logarithm. */
  sigma: number;
  /** Farthest the logarithm strays from the level's (the walk reflects there). */
  bound: number;
  /** Significant digits the ECB publishes it with. */
  digits: number;
}

const floating = (level: number, bound = 0.08, sigma = 0.005): Anchor => ({
  level,
  sigma,
  bound,
  digits: level >= 10_000 ? 7 : 5,
});

/** The currencies the ECB publishes today, near their levels of recent years. */
const ANCHORS: Partial<Record<Currency, Anchor>> = {
  USD: floating(1.12, 0.06), // 1.055-1.19
  JPY: floating(147, 0.12, 0.006), // 130-165
  BGN: { level: 1.9558, sigma: 0, bound: 0, digits: 5 }, // fixed to the euro
  CZK: floating(25.3, 0.05, 0.003),
  DKK: { level: 7.4555, sigma: 0.0002, bound: 0.002, digits: 5 }, // ERM II peg
  GBP: floating(0.87, 0.03, 0.004), // 0.845-0.896
  HUF: floating(360, 0.1),
  PLN: floating(4.35, 0.06, 0.004),
  RON: floating(4.85, 0.04, 0.002),
  SEK: floating(10.8, 0.08),
  CHF: floating(1.05, 0.08, 0.004),
  ISK: floating(148, 0.1),
  NOK: floating(10.6, 0.08),
  TRY: floating(25, 0.3, 0.01),
  AUD: floating(1.62, 0.08),
  BRL: floating(5.6, 0.15, 0.008),
  CAD: floating(1.46, 0.06),
  CNY: floating(7.8, 0.06),
  HKD: floating(8.7, 0.065),
  IDR: floating(16_800, 0.08),
  ILS: floating(4.0, 0.08),
  INR: floating(88, 0.08),
  KRW: floating(1_450, 0.08),
  MXN: floating(20.5, 0.1, 0.007),
  MYR: floating(4.9, 0.06),
  NZD: floating(1.78, 0.08),
  PHP: floating(61, 0.08),
  SGD: floating(1.47, 0.05, 0.003),
  THB: floating(38, 0.06),
  ZAR: floating(19.5, 0.12, 0.008),
};

const REVERSION = 0.01;

/** Euro rates are published around 16:00 CET: 15:00 UTC is after it all year round. */
const PUBLISHED_BY_UTC_HOUR = 15;

function format(rate: number, digits: number): string {
  return rate.toPrecision(digits);
}

/** The rates of every TARGET day from 1999-01-04 to `through`, extended on demand. */
function createFxWalk() {
  const dates: string[] = [];
  const logs = new Map<Currency, number[]>();
  let through = shiftDate(FIRST_FX_DATE, -1);

  function extend(to: string) {
    if (to <= through) return;
    for (const date of targetDays(shiftDate(through, 1), to)) {
      const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
      for (const [code, anchor] of Object.entries(ANCHORS) as Array<[Currency, Anchor]>) {
        const walk = logs.get(code) ?? [];
        const last = walk.at(-1) ?? 0;
        let next = last * (1 - REVERSION) + anchor.sigma * normal(hashString(code), day);
        if (next > anchor.bound) next = 2 * anchor.bound - next;
        if (next < -anchor.bound) next = -2 * anchor.bound - next;
        walk.push(next);
        logs.set(code, walk);
      }
      dates.push(date);
    }
    through = to;
  }

  return {
    days(from: string, to: string): FxDay[] {
      extend(to);
      const days: FxDay[] = [];
      let first = 0;
      for (let step = 1 << 14; step > 0; step >>= 1) {
        if (first + step <= dates.length && (dates[first + step - 1] as string) < from) {
          first += step;
        }
      }
      for (let i = first; i < dates.length; i++) {
        const date = dates[i] as string;
        if (date > to) break;
        const rates: FxDay['rates'] = {};
        for (const [code, anchor] of Object.entries(ANCHORS) as Array<[Currency, Anchor]>) {
          const log = logs.get(code)?.[i] ?? 0;
          rates[code] = format(anchor.level * Math.exp(log), anchor.digits);
        }
        days.push({ date, rates });
      }
      return days;
    },
  };
}

/** The simulated provider's `fxRates`: nothing after the last publication as of `now`. */
export function createSimulatedFxRates(now: () => number) {
  const walk = createFxWalk();
  return async (from: string, to: string): Promise<FxDay[]> => {
    const clock = new Date(now());
    const today = clock.toISOString().slice(0, 10);
    const published = clock.getUTCHours() >= PUBLISHED_BY_UTC_HOUR ? today : shiftDate(today, -1);
    const last = to < published ? to : published;
    return from > last ? [] : walk.days(from, last);
  };
}
