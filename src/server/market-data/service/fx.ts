import { Decimal } from 'decimal.js';
import type { Currency } from '#shared/platform/currencies.ts';
import { parseFxDays, type FxDay } from '../fx-day.ts';
import { FIRST_FX_DATE, shiftDate } from '../target-calendar.ts';
import type { Db } from '../../db/database.ts';
import { createFxRepo, type StoredRate } from './fx.repo.ts';

// Exchange rates from the stored euro reference rates (docs/decisions/083). Missing days are
// fetched on demand, one provider call per missing range, shared by every caller waiting for
// it; a provider that fails leaves the stored rates in use and is logged once until it answers
// again. Cross rates go through the euro: 1 GBP = (USD per EUR) / (GBP per EUR) USD.

/** What serves the rates: a provider with the 'fx' capability. */
export interface FxSource {
  readonly name: string;
  fxRates(from: string, to: string): Promise<FxDay[]>;
}

/** A rate per publication day: `rates[i]` base units for 1 unit of currency on `days[i]`. */
export interface FxSeries {
  /** Days since 1970-01-01 (UTC), as the portfolio's daily series count them. */
  days: Int32Array;
  rates: Float64Array;
}

export interface FxService {
  /** Each publication day from `from` on (1 on each for the same currency). */
  rateSeries(currency: Currency, base: Currency, from: string): Promise<FxSeries>;
  /**
   * The last rate published on or before `date` (a weekend or holiday takes the day before),
   * as a decimal string; null when there is none (before 1999, or a currency never published).
   */
  rateOn(currency: Currency, base: Currency, date: string): Promise<string | null>;
}

export interface FxServiceDeps {
  /** Absent, or a provider without rates: only what is stored answers. */
  source?: Pick<FxSource, 'name'> & Partial<FxSource>;
  db: Db;
  log: { warn(obj: object, msg: string): void };
  now?: () => number;
}

const DAY_MS = 86_400_000;
/** Today's rates come around 16:00 CET: the newest day is asked again at most this often. */
const TODAY_RECHECK_MS = 3_600_000;
/** After a failure, the provider is left alone this long. */
const RETRY_AFTER_MS = 5 * 60_000;
/** Far enough back that the last publication before any date is inside the range. */
const LOOKBACK_DAYS = 10;
/** Cross rates keep this many significant digits (the ECB publishes five). */
const CROSS_DIGITS = 10;

const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export function createFxService(deps: FxServiceDeps): FxService {
  const { log } = deps;
  const repo = createFxRepo(deps.db);
  const source = deps.source?.fxRates ? (deps.source as FxSource) : undefined;
  const now = deps.now ?? Date.now;
  /** Dates whose publications are all stored (null: none known yet). */
  let known: { from: string; to: string } | null = null;
  // Read on first use, not at set-up: a service nobody asks touches no database.
  let loaded: Promise<void> | null = null;
  let filling: Promise<void> | null = null;
  let todayCheckedAt = -Infinity;
  let retryAt = -Infinity;
  let failing = false;

  const recent = () => now() - todayCheckedAt < TODAY_RECHECK_MS;

  function gapsOf(from: string, to: string, today: string): Array<[string, string]> {
    if (!known) return [[from, to]];
    const gaps: Array<[string, string]> = [];
    if (from < known.from) gaps.push([from, shiftDate(known.from, -1)]);
    if (to > known.to && !(to === today && known.to >= shiftDate(today, -1) && recent())) {
      gaps.push([shiftDate(known.to, 1), to]);
    }
    return gaps;
  }

  async function fill(fxSource: FxSource, gaps: Array<[string, string]>, today: string) {
    for (const [from, to] of gaps) {
      try {
        const days = parseFxDays(await fxSource.fxRates(from, to));
        await repo.save(days);
        // A past day is final; today's may still come.
        const finalTo = to < today ? to : shiftDate(today, -1);
        known = {
          from: known && known.from < from ? known.from : from,
          to: known && known.to > finalTo ? known.to : finalTo,
        };
        if (to >= today) todayCheckedAt = now();
        failing = false;
      } catch (error) {
        retryAt = now() + RETRY_AFTER_MS;
        if (!failing) {
          log.warn(
            { err: error, provider: fxSource.name, from, to },
            'fx rates: the provider failed; stored rates answer until it is back',
          );
        }
        failing = true;
        return;
      }
    }
  }

  async function ensure(fromDate: string, toDate: string) {
    loaded ??= repo.storedRange().then((range) => void (known = range));
    await loaded;
    const today = new Date(now()).toISOString().slice(0, 10);
    const from = fromDate < FIRST_FX_DATE ? FIRST_FX_DATE : fromDate;
    const to = toDate > today ? today : toDate;
    if (!source || from > to) return;
    // A caller arriving while a fill runs waits for it, then looks again.
    for (let look = 0; look < 2; look++) {
      if (filling) {
        await filling;
        continue;
      }
      if (now() < retryAt) return;
      const gaps = gapsOf(from, to, today);
      if (gaps.length === 0) return;
      filling = fill(source, gaps, today).finally(() => (filling = null));
      await filling;
      return;
    }
  }

  const eurRates = async (currency: Currency, from: string): Promise<StoredRate[] | 'EUR'> =>
    currency === 'EUR' ? 'EUR' : repo.series(currency, from);

  return {
    async rateSeries(currency, base, from) {
      await ensure(from, new Date(now()).toISOString().slice(0, 10));
      if (currency === base) {
        const dates = await repo.publicationDays(from);
        return {
          days: Int32Array.from(dates, dayOf),
          rates: new Float64Array(dates.length).fill(1),
        };
      }
      const [ofCurrency, ofBase] = await Promise.all([
        eurRates(currency, from),
        eurRates(base, from),
      ]);
      const days: number[] = [];
      const rates: number[] = [];
      if (ofCurrency === 'EUR' || ofBase === 'EUR') {
        // One side is the euro: its rate is 1 on every day the other is published.
        const other = ofCurrency === 'EUR' ? (ofBase as StoredRate[]) : ofCurrency;
        for (const { date, rate } of other) {
          days.push(dayOf(date));
          rates.push(ofCurrency === 'EUR' ? Number(rate) : 1 / Number(rate));
        }
      } else {
        // Days both are published on (both lists are oldest first).
        for (let i = 0, j = 0; i < ofCurrency.length && j < ofBase.length;) {
          const c = ofCurrency[i] as StoredRate;
          const b = ofBase[j] as StoredRate;
          if (c.date < b.date) i++;
          else if (c.date > b.date) j++;
          else {
            days.push(dayOf(c.date));
            rates.push(Number(b.rate) / Number(c.rate));
            i++;
            j++;
          }
        }
      }
      return { days: Int32Array.from(days), rates: Float64Array.from(rates) };
    },

    async rateOn(currency, base, date) {
      if (currency === base) return '1';
      await ensure(shiftDate(date, -LOOKBACK_DAYS), date);
      const perEuro = async (code: Currency) =>
        code === 'EUR' ? '1' : ((await repo.lastOn(code, date))?.rate ?? null);
      const [ofCurrency, ofBase] = await Promise.all([perEuro(currency), perEuro(base)]);
      if (ofCurrency === null || ofBase === null) return null;
      return new Decimal(ofBase).div(ofCurrency).toSignificantDigits(CROSS_DIGITS).toFixed();
    },
  };
}
