import { z } from 'zod';
import { isCurrency, type Currency } from '#shared/platform/currencies.ts';

// One day's euro reference rates as every fx provider answers them (docs/decisions/083): the
// ECB's convention, units of each currency per 1 EUR, as the decimal strings it publishes.

/** A day's rates: `rates.USD` = '1.0921' means 1 EUR = 1.0921 USD. EUR itself is never listed. */
export interface FxDay {
  /** YYYY-MM-DD, the ECB's reference date. */
  date: string;
  rates: Partial<Record<Currency, string>>;
}

const dateSchema = z.iso.date();

/** A positive decimal as written in a feed ('0.73760', '16719.01'); no sign, exponent or NaN. */
const rateSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,12})?$/, 'not a decimal rate')
  .refine((rate) => /[1-9]/.test(rate), 'not a positive rate');

const ratesSchema = z.record(z.string(), rateSchema).superRefine((rates, context) => {
  for (const code of Object.keys(rates)) {
    if (code === 'EUR' || !isCurrency(code)) {
      context.addIssue({ code: 'custom', path: [code], message: `Unknown currency ${code}` });
    }
  }
});

export const fxDaySchema = z.object({ date: dateSchema, rates: ratesSchema });

/** A provider's answer, checked before anything stores it; the message names what was wrong. */
export function parseFxDays(days: unknown): FxDay[] {
  const parsed = z.array(fxDaySchema).safeParse(days);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`bad fx rates at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
  }
  return parsed.data as FxDay[];
}
