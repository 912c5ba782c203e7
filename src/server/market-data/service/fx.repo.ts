import { and, asc, desc, eq, gte, lte, max, min, sql } from 'drizzle-orm';
import type { Currency } from '#shared/platform/currencies.ts';
import type { Db } from '../../db/database.ts';
import { fxRates } from '../../db/schema/fx-rates.ts';
import type { FxDay } from '../fx-day.ts';

// SQL of the stored euro reference rates (docs/decisions/083). A day published again replaces
// the stored figure (the ECB corrects a rate now and then).

/** A currency's rate per 1 EUR on one publication day. */
export interface StoredRate {
  date: string;
  rate: string;
}

export function createFxRepo(db: Db) {
  return {
    /** Every rate of the days, in one statement whatever their number. */
    async save(days: readonly FxDay[]) {
      const currencies: string[] = [];
      const dates: string[] = [];
      const rates: string[] = [];
      for (const day of days) {
        for (const [currency, rate] of Object.entries(day.rates)) {
          currencies.push(currency);
          dates.push(day.date);
          rates.push(rate);
        }
      }
      if (currencies.length === 0) return;
      await db.execute(sql`
        INSERT INTO fx_rates (currency, date, rate)
        SELECT * FROM unnest(
          ${sql.param(currencies)}::text[], ${sql.param(dates)}::date[], ${sql.param(rates)}::numeric[]
        )
        ON CONFLICT (currency, date) DO UPDATE SET rate = excluded.rate`);
    },

    /** The first and last stored publication days; null when nothing is stored. */
    async storedRange(): Promise<{ from: string; to: string } | null> {
      const [row] = await db
        .select({ from: min(fxRates.date), to: max(fxRates.date) })
        .from(fxRates);
      return row?.from && row.to ? { from: row.from, to: row.to } : null;
    },

    /** A currency's rates from `from` on, oldest first. */
    series(currency: Currency, from: string): Promise<StoredRate[]> {
      return db
        .select({ date: fxRates.date, rate: fxRates.rate })
        .from(fxRates)
        .where(and(eq(fxRates.currency, currency), gte(fxRates.date, from)))
        .orderBy(asc(fxRates.date));
    },

    /** The publication days from `from` on that list any currency, oldest first. */
    async publicationDays(from: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: fxRates.date })
        .from(fxRates)
        .where(gte(fxRates.date, from))
        .orderBy(asc(fxRates.date));
      return rows.map((row) => row.date);
    },

    /** A currency's last rate published on or before `date`. */
    async lastOn(currency: Currency, date: string): Promise<StoredRate | null> {
      const [row] = await db
        .select({ date: fxRates.date, rate: fxRates.rate })
        .from(fxRates)
        .where(and(eq(fxRates.currency, currency), lte(fxRates.date, date)))
        .orderBy(desc(fxRates.date))
        .limit(1);
      return row ?? null;
    },
  };
}
