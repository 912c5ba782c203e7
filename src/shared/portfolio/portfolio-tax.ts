import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import { COST_BASIS_METHODS } from '../preferences/preferences.ts';
import { ACCOUNT_KINDS, accountIdSchema, type AccountKind } from './portfolio-accounts.ts';

// Realized gains by tax year, lot by lot (docs/decisions/089): each sale with the lots it closed,
// short- or long-term by the US holding-period rule, losses a wash sale would disallow flagged
// (never adjusted), accounts whose kind shelters gains from tax left out and named.

/** Kinds whose gains are not taxed when realized: retirement and other sheltered accounts. */
export const TAX_ADVANTAGED_KINDS: readonly AccountKind[] = ACCOUNT_KINDS.filter(
  (kind) => kind !== 'brokerage' && kind !== 'savings',
);

/** The first tax year a ledger can hold (its dates' lower bound) and a far-future bound. */
const YEAR_MIN = 1900;
const YEAR_MAX = 2200;

export const REALIZED_CSV_FORMATS = ['form-8949', 'plain'] as const;
export type RealizedCsvFormat = (typeof REALIZED_CSV_FORMATS)[number];

export const realizedQuerySchema = lazySchema(() =>
  z.strictObject({
    /** The tax year (calendar, as in the US); the latest year with a sale when left out. */
    year: z.optional(z.coerce.number().check(z.int(), z.gte(YEAR_MIN), z.lte(YEAR_MAX))),
    account: z.optional(accountIdSchema),
    method: z.optional(z.enum(COST_BASIS_METHODS)),
  }),
);
export type RealizedQuery = z.infer<typeof realizedQuerySchema>;

export const realizedCsvQuerySchema = lazySchema(() =>
  z.strictObject({
    year: z.coerce.number().check(z.int(), z.gte(YEAR_MIN), z.lte(YEAR_MAX)),
    account: z.optional(accountIdSchema),
    method: z.optional(z.enum(COST_BASIS_METHODS)),
    format: z._default(z.enum(REALIZED_CSV_FORMATS), 'form-8949'),
  }),
);

const money = lazySchema(() => z.string().check(z.regex(/^-?\d+(\.\d+)?$/)));
const TERMS = ['short', 'long'] as const;
export type Term = (typeof TERMS)[number];

const closedLotSchema = lazySchema(() =>
  z.object({
    /** The buy (or receipt) the shares came from. */
    buyId: z.string(),
    acquired: z.string(),
    quantity: money,
    /** In the base currency: cost with the buy's fees at its day's rate, proceeds net of fees. */
    costBasis: money,
    proceeds: money,
    gain: money,
    term: z.enum(TERMS),
    /** The part of this lot's loss the wash-sale rule would disallow; null when none. */
    washSaleDisallowed: z.nullable(money),
  }),
);

const totalsSchema = lazySchema(() => z.object({ proceeds: money, costBasis: money, gain: money }));

export const realizedSchema = lazySchema(() =>
  z.object({
    year: z.nullable(z.number()),
    /** Every tax year with a sale in the accounts in scope, newest first. */
    years: z.array(z.number()),
    method: z.enum(COST_BASIS_METHODS),
    baseCurrency: z.string(),
    account: z.nullable(z.string()),
    sales: z.array(
      z.object({
        sellId: z.string(),
        symbol: z.string(),
        accountId: z.string(),
        date: z.string(),
        quantity: money,
        proceeds: money,
        costBasis: money,
        gain: money,
        lots: z.array(closedLotSchema),
        /**
         * Losses the US wash-sale rule would disallow: shares of the same symbol bought within
         * 30 days before or after the sale (in any account). Flagged, not adjusted.
         */
        washSale: z.nullable(
          z.object({ disallowedLoss: money, replacementBuyIds: z.array(z.string()) }),
        ),
      }),
    ),
    totals: z.object({
      shortTerm: totalsSchema,
      longTerm: totalsSchema,
      all: totalsSchema,
      washSaleDisallowed: money,
    }),
    /** Accounts left out because their kind shelters gains (an IRA, an ISA…). */
    excludedAccounts: z.array(
      z.object({ id: z.string(), name: z.string(), kind: z.enum(ACCOUNT_KINDS) }),
    ),
  }),
);
export type Realized = z.infer<typeof realizedSchema>;
