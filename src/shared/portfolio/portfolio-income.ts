import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { accountIdSchema } from './portfolio-accounts.ts';

// The dividend calendar and the income view (docs/decisions/092): dividends each holding is
// expected to pay, declared by the market-data provider or projected from the trailing year's
// payments, and the dividends, interest and tax withheld the ledger records. Amounts in the
// base currency keep the currency they were paid in beside them.

/** How far ahead the calendar and the forecast look: the next 12 months. */
export const INCOME_FORECAST_MONTHS = 12;
/** The income view lists at most this many payments, the newest first (its totals count all). */
export const INCOME_PAYMENTS_MAX = 200;

export const incomeQuerySchema = lazySchema(() =>
  z.strictObject({
    /** One account's; every account's when left out. */
    account: z.optional(accountIdSchema),
  }),
);
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

const money = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/)));
const date = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

/** 'declared': the provider announced it; 'projected': from the trailing year's payments. */
export const DIVIDEND_STATUSES = ['declared', 'projected'] as const;
export type DividendStatus = (typeof DIVIDEND_STATUSES)[number];

export const expectedDividendSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    accountId: z.string(),
    exDate: date,
    /** null when neither the provider nor an earlier payment gives one. */
    payDate: z.nullable(date),
    perShare: money,
    /** The currency the security pays in. */
    currency: z.string(),
    /** Shares held at the start of the ex-date (today's for a later one). */
    shares: money,
    /** shares × perShare, in `currency`. */
    amount: money,
    /** In the base currency at the latest rate. */
    amountBase: money,
    status: z.enum(DIVIDEND_STATUSES),
  }),
);
export type ExpectedDividend = z.infer<typeof expectedDividendSchema>;

export const dividendCalendarSchema = lazySchema(() =>
  z.object({
    baseCurrency: z.string(),
    account: z.nullable(z.string()),
    /** The New York date the calendar starts at. */
    today: date,
    /** By the first of pay date and ex-date still to come, then symbol and account. */
    dividends: z.array(expectedDividendSchema),
  }),
);
export type DividendCalendar = z.infer<typeof dividendCalendarSchema>;

/** A period's (or an account's) income in the base currency. */
const totals = () => ({
  dividends: money,
  interest: money,
  /** Tax withheld at source, a positive amount taken from the income. */
  taxWithheld: money,
  /** dividends + interest − taxWithheld. */
  net: money,
});
const originalSchema = lazySchema(() =>
  z.object({ currency: z.string(), dividends: money, taxWithheld: money }),
);

export const incomeSchema = lazySchema(() =>
  z.object({
    baseCurrency: z.string(),
    account: z.nullable(z.string()),
    today: date,
    totals: z.object(totals()),
    /** 'YYYY-MM', oldest first, months with income only. */
    byMonth: z.array(z.object({ month: z.string(), ...totals() })),
    /** Oldest first; growth of dividends over the year before, a percent (null: none before). */
    byYear: z.array(
      z.object({
        year: z.number(),
        ...totals(),
        dividendGrowth: z.nullable(money),
      }),
    ),
    byAccount: z.array(z.object({ accountId: z.string(), ...totals() })),
    /** Dividends and tax of each symbol, in the base currency and in each original currency. */
    bySymbol: z.array(
      z.object({
        symbol: z.string(),
        dividends: money,
        taxWithheld: money,
        original: z.array(originalSchema),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        date,
        kind: z.enum(['dividend', 'interest', 'tax']),
        symbol: z.nullable(z.string()),
        accountId: z.string(),
        amount: money,
        currency: z.string(),
        /** At the rate of its day. */
        amountBase: money,
      }),
    ),
    /** The next 12 months by month of payment (the ex-date's when the pay date is unknown). */
    forecast: z.object({
      total: money,
      months: z.array(z.object({ month: z.string(), declared: money, projected: money })),
    }),
    /** Held symbols: yields on the dividends of the year ahead. Percents, null when unknown. */
    holdings: z.array(
      z.object({
        symbol: z.string(),
        shares: money,
        currency: z.string(),
        /** Per share, the next 12 months' dividends (declared and projected). */
        annualPerShare: money,
        annualIncomeBase: money,
        /** Annual income over the cost basis (base currency, fees included). */
        yieldOnCost: z.nullable(money),
        /** Annual dividend per share over the latest price. */
        currentYield: z.nullable(money),
        /** The trailing year's dividends per share over the year before's, a percent. */
        dividendGrowth: z.nullable(money),
      }),
    ),
  }),
);
export type Income = z.infer<typeof incomeSchema>;
