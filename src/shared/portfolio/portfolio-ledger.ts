import { z } from 'zod/mini';
import { symbolSchema } from '../platform/symbols.ts';
import { isStorableText, plainText } from '../platform/text.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import { ledgerIdSchema } from './ledger-ids.ts';
import { COST_BASIS_METHODS } from '../preferences/preferences.ts';
import { DEFAULT_BENCHMARK, PERFORMANCE_RANGES } from './portfolio-routes.ts';
import { accountIdSchema, currencyCodeSchema, fxRateSchema } from './portfolio-accounts.ts';
import { AMOUNT_MAX, PRICE_MAX, positiveDecimal, QUANTITY_MAX } from './decimal-input.ts';
import { LOT_METHODS, lotsChecks, sellLots } from './portfolio-lots.ts';

// The portfolio ledger's transactions as the API speaks them (docs/decisions/026):
// decimal strings for every quantity and sum, trade dates as 'YYYY-MM-DD'.

export const TRANSACTION_TYPES = [
  'buy',
  'sell',
  'dividend',
  'split',
  'fee',
  'tax',
  'deposit',
  'withdrawal',
  'interest',
  'account-fee',
  'transfer-cash',
  'transfer-shares',
  'receive-shares',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const NOTE_MAX_LENGTH = 500;
/** Far more than a lifetime of trades, room for a 100,000-row broker import; keeps one user's ledger
 * bounded (docs/decisions/026, 030). */
export const LEDGER_MAX_TRANSACTIONS = 100_000;

/** Decimal text as the API answers it: '10.5', '0.000001'. */
const decimalOut = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/)));

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30); "not in the future" is the server's. */
export const tradeDateSchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    z.refine((text) => {
      const parsed = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
    }, 'Date is not a calendar date'),
    z.refine((text) => text >= '1970-01-01', 'Date must be 1970 or later'),
  ),
);

const noteSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
      z.refine(isStorableText, 'Note contains characters that cannot be stored'),
    ),
);

const ratioSchema = lazySchema(() =>
  z
    .strictObject({
      from: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
      to: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    })
    .check(
      z.refine((ratio) => ratio.from !== ratio.to, 'A split changes the share count: from ≠ to'),
    ),
);

/** Where and in what: the account (default: your first) and the currency of its amounts. */
const placed = {
  date: tradeDateSchema,
  note: z.optional(z.nullable(noteSchema)),
  accountId: z.optional(accountIdSchema),
  currency: z.optional(currencyCodeSchema),
};
const common = { ...placed, symbol: symbolSchema };
const trade = {
  ...common,
  name: z.optional(
    z.nullable(z.pipe(z.string().check(z.trim(), z.maxLength(200)), plainText('Name'))),
  ),
  quantity: positiveDecimal('Quantity', QUANTITY_MAX),
  price: positiveDecimal('Price', PRICE_MAX, 0.01),
  fees: z.optional(z.nullable(positiveDecimal('Fees', AMOUNT_MAX, 0))),
  fxRate: z.optional(z.nullable(fxRateSchema)),
};
const amount = positiveDecimal('Amount', AMOUNT_MAX);
const cash = (label: string) => ({ ...common, amount: positiveDecimal(label, AMOUNT_MAX) });
const toAccount = { toAccountId: accountIdSchema };

export const transactionInputSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('buy'), ...trade }),
    z.strictObject({ type: z.literal('sell'), ...trade, ...sellLots }).check(...lotsChecks),
    z.strictObject({ type: z.literal('dividend'), ...cash('Amount') }),
    z.strictObject({ type: z.literal('fee'), ...cash('Amount') }),
    /** Tax withheld at source on a dividend of the symbol. */
    z.strictObject({ type: z.literal('tax'), ...cash('Amount') }),
    z.strictObject({ type: z.literal('split'), ...common, ratio: ratioSchema }),
    z.strictObject({ type: z.literal('deposit'), ...placed, amount }),
    z.strictObject({ type: z.literal('withdrawal'), ...placed, amount }),
    z.strictObject({ type: z.literal('interest'), ...placed, amount }),
    z.strictObject({ type: z.literal('account-fee'), ...placed, amount }),
    z.strictObject({ type: z.literal('transfer-cash'), ...placed, ...toAccount, amount }),
    z.strictObject({
      type: z.literal('transfer-shares'),
      ...placed,
      ...toAccount,
      symbol: symbolSchema,
      quantity: positiveDecimal('Quantity', QUANTITY_MAX),
    }),
    /**
     * Shares that arrived from outside the ledger (another broker, a gift, history older than
     * the ledger): their cost per share and when they were first acquired (default: `date`).
     */
    z.strictObject({
      type: z.literal('receive-shares'),
      ...common,
      name: trade.name,
      quantity: positiveDecimal('Quantity', QUANTITY_MAX),
      price: positiveDecimal('Cost per share', PRICE_MAX, 0),
      acquiredOn: z.optional(z.nullable(tradeDateSchema)),
    }),
  ]),
);
export type TransactionInput = z.infer<typeof transactionInputSchema>;

/** The kinds a broker file's rows become today: trades and a security's own cash and splits. */
export const IMPORTABLE_TYPES = ['buy', 'sell', 'dividend', 'split', 'fee'] as const;
export type ImportableType = (typeof IMPORTABLE_TYPES)[number];

/** An edit: the fields given replace the stored ones; type and symbol stay. */
export const transactionPatchSchema = lazySchema(() =>
  z
    .partial(
      z.strictObject({
        date: tradeDateSchema,
        quantity: trade.quantity,
        price: trade.price,
        fees: trade.fees,
        amount: positiveDecimal('Amount', AMOUNT_MAX),
        ratio: ratioSchema,
        note: placed.note,
        accountId: accountIdSchema,
        toAccountId: accountIdSchema,
        currency: currencyCodeSchema,
        fxRate: trade.fxRate,
        acquiredOn: z.nullable(tradeDateSchema),
        ...sellLots,
      }),
    )
    .check(
      z.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' }),
      ...lotsChecks,
    ),
);
export type TransactionPatch = z.infer<typeof transactionPatchSchema>;

export const transactionIdSchema = ledgerIdSchema('Invalid transaction id');

export const transactionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    accountId: z.string(),
    /** Null for cash that belongs to no security. */
    symbol: z.nullable(z.string()),
    name: z.nullable(z.string()),
    date: z.string(),
    quantity: z.nullable(decimalOut),
    price: z.nullable(decimalOut),
    amount: z.nullable(decimalOut),
    fees: z.nullable(decimalOut),
    ratio: z.nullable(z.object({ from: z.number().check(z.int()), to: z.number().check(z.int()) })),
    currency: z.string(),
    fxRate: z.nullable(decimalOut),
    toAccountId: z.nullable(z.string()),
    acquiredOn: z.nullable(z.string()),
    /** A sell's lot method and, for 'specific', the lots it names; null otherwise. */
    lotMethod: z.nullable(z.enum(LOT_METHODS)),
    lots: z.nullable(z.array(z.object({ buyId: z.string(), quantity: decimalOut }))),
    note: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;

export const TRANSACTIONS_PAGE_MAX = 500;

export const transactionListQuerySchema = lazySchema(() =>
  z
    .strictObject({
      symbol: z.optional(symbolSchema),
      type: z.optional(z.enum(TRANSACTION_TYPES)),
      /** Transactions of this account, either side of a transfer. */
      account: z.optional(accountIdSchema),
      from: z.optional(tradeDateSchema),
      to: z.optional(tradeDateSchema),
      limit: z._default(
        z.coerce.number().check(z.int(), z.gte(1), z.lte(TRANSACTIONS_PAGE_MAX)),
        50,
      ),
      offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
    })
    .check(
      z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: '"from" is after "to"' }),
    ),
);
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const transactionPageSchema = lazySchema(() =>
  z.object({
    transactions: z.array(transactionSchema),
    total: z.number().check(z.int(), z.gte(0)),
    /** The offset of the next page, or null on the last. */
    nextOffset: z.nullable(z.number().check(z.int())),
  }),
);

/** Money and quantities in answers: decimal strings, at most 6 places. */
const money = decimalOut;

/**
 * One symbol across the accounts in scope. Per-share figures (price, averageCost, lots' price)
 * are in the security's `currency`; values, costs and gains in the answer's base currency, the
 * unrealized gain split into the part from the price and the part from the exchange rate.
 */
export const holdingSchema = lazySchema(() =>
  z.object({
    symbol: z.string(),
    name: z.nullable(z.string()),
    currency: z.string(),
    quantity: money,
    averageCost: money,
    costBasis: money,
    /** The last stored close (or the live quote when none is stored); null when unknown. */
    price: z.nullable(money),
    marketValue: z.nullable(money),
    dayChange: z.nullable(money),
    unrealizedGain: z.nullable(money),
    unrealizedGainPercent: z.nullable(money),
    priceGain: z.nullable(money),
    currencyGain: z.nullable(money),
    realizedGain: money,
    dividends: money,
    taxWithheld: money,
    /** unrealizedGain + realizedGain + dividends; null when the holding is unpriced. */
    totalReturn: z.nullable(money),
    /** Percent of the total value (cash included); null when unpriced. */
    weight: z.nullable(money),
    /** The accounts that hold it. */
    accounts: z.array(
      z.object({
        accountId: z.string(),
        quantity: money,
        costBasis: money,
        marketValue: z.nullable(money),
      }),
    ),
    /** Open lots; `buyId` is the buy (or receipt) a lot came from, for a sale naming its lots. */
    lots: z.array(
      z.object({
        accountId: z.string(),
        buyId: z.string(),
        date: z.string(),
        quantity: money,
        price: money,
      }),
    ),
  }),
);
export type Holding = z.infer<typeof holdingSchema>;

export const holdingsSchema = lazySchema(() =>
  z.object({
    method: z.enum(COST_BASIS_METHODS),
    baseCurrency: z.string(),
    /** The account asked for; null for all of them. */
    account: z.nullable(z.string()),
    /** Symbols with shares held; sold-out symbols count only in the totals. */
    holdings: z.array(holdingSchema),
    /** Each account's cash per currency (non-zero), with its value in the base currency. */
    cash: z.array(
      z.object({ accountId: z.string(), currency: z.string(), amount: money, value: money }),
    ),
    totals: z.object({
      /** The shares' value; `totalValue` adds the cash. */
      marketValue: money,
      cash: money,
      totalValue: money,
      costBasis: money,
      unrealizedGain: money,
      priceGain: money,
      currencyGain: money,
      realizedGain: money,
      realizedCurrencyGain: money,
      dividends: money,
      taxWithheld: money,
      interest: money,
      accountFees: money,
      dayChange: money,
    }),
  }),
);
export type Holdings = z.infer<typeof holdingsSchema>;

export const holdingsQuerySchema = lazySchema(() =>
  z.strictObject({
    method: z.optional(z.enum(COST_BASIS_METHODS)),
    account: z.optional(accountIdSchema),
  }),
);

export { PERFORMANCE_RANGES, type PerformanceRange } from './portfolio-routes.ts';

export const performanceQuerySchema = lazySchema(() =>
  z.strictObject({
    range: z._default(z.enum(PERFORMANCE_RANGES), '1Y'),
    benchmark: z._default(symbolSchema, DEFAULT_BENCHMARK),
    account: z.optional(accountIdSchema),
  }),
);

export const performanceSchema = lazySchema(() =>
  z.object({
    range: z.enum(PERFORMANCE_RANGES),
    benchmark: z.string(),
    /** The currency of every value in the answer. */
    baseCurrency: z.string(),
    account: z.nullable(z.string()),
    /** First and last day of the series ('YYYY-MM-DD'); null for an empty ledger. */
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    /** Time-weighted return over the range, as a fraction ('0.1234' is 12.34 %). */
    twr: decimalOut,
    /** Only for ranges of a year or more. */
    twrAnnualized: z.nullable(decimalOut),
    /**
     * The gain over the range in the base currency: endValue − startValue − netFlows, where
     * startValue is the value at the close before the range (0 when the ledger starts in it) and
     * netFlows the money paid in minus taken out during it. For MAX, the all-time gain.
     */
    gain: z.object({
      startValue: decimalOut,
      netFlows: decimalOut,
      endValue: decimalOut,
      amount: decimalOut,
    }),
    /**
     * Money-weighted return over the range, as a fraction: the XIRR of its cash flows taken over
     * the range's length (docs/decisions/045). Null when the flows have none.
     */
    mwr: z.nullable(decimalOut),
    /** The XIRR itself, as an annual rate: only for ranges of a year or more, like twrAnnualized. */
    mwrAnnualized: z.nullable(decimalOut),
    series: z.array(
      z.object({
        date: z.string(),
        marketValue: decimalOut,
        netContributions: decimalOut,
        twrIndex: decimalOut,
        /** Null when no history of the benchmark is stored. */
        benchmarkIndex: z.nullable(decimalOut),
      }),
    ),
  }),
);
export type Performance = z.infer<typeof performanceSchema>;
