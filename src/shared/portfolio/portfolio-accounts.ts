import { z } from 'zod/mini';
import { CURRENCIES as KNOWN_CURRENCIES, isCurrency } from '../platform/currencies.ts';
import { lazySchema } from '../platform/lazy-schema.ts';
import type { TransactionType } from './portfolio-ledger.ts';
import { LOT_METHODS } from './portfolio-lots.ts';
import { isStorableText, plainText } from '../platform/text.ts';

// A user's investment accounts (docs/decisions/085): a taxable brokerage account, a retirement
// account, a savings account. Every ledger transaction belongs to one; each holds cash per
// currency and shares per security.

export const ACCOUNT_KINDS = [
  'brokerage',
  'ira',
  'roth-ira',
  '401k',
  'isa',
  'sipp',
  'tfsa',
  'rrsp',
  'tax-advantaged',
  'savings',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** How each kind is shown; also the order of the kind picker. */
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  brokerage: 'Taxable brokerage',
  ira: 'IRA',
  'roth-ira': 'Roth IRA',
  '401k': '401(k)',
  isa: 'ISA',
  sipp: 'SIPP',
  tfsa: 'TFSA',
  rrsp: 'RRSP',
  'tax-advantaged': 'Other tax-advantaged',
  savings: 'Savings',
};

/** A user's accounts, archived ones included: plenty for a household, bounded per user. */
export const ACCOUNTS_MAX = 50;
export const ACCOUNT_NAME_MAX = 60;
const INSTITUTION_MAX = 100;
/** The account every existing ledger moved into, and the one a new user's first entry opens. */
export const DEFAULT_ACCOUNT = { name: 'Brokerage', kind: 'brokerage', currency: 'USD' } as const;

/** Currency codes an account or an amount may be in (the pickers' list). */
export const CURRENCIES: readonly string[] = Object.keys(KNOWN_CURRENCIES);

/**
 * A currency code in a request ('eur' reads as 'EUR'), as plain text for the ledger's columns;
 * one we cannot convert is refused, named in the message.
 */
export const currencyCodeSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine(isCurrency, {
      error: (issue) => `Unknown currency ${JSON.stringify(issue.input)}`,
    }),
  ),
);

export const accountIdSchema = lazySchema(() => z.uuid('Invalid account id'));

const nameSchema = lazySchema(() =>
  z.pipe(
    z
      .string({ error: 'Account name is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Account name is required'),
        z.maxLength(
          ACCOUNT_NAME_MAX,
          `Account name must be at most ${ACCOUNT_NAME_MAX} characters`,
        ),
        z.refine(isStorableText, 'Account name contains characters that cannot be stored'),
      ),
    plainText('Account name'),
  ),
);
const institutionSchema = lazySchema(() =>
  z.nullable(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(INSTITUTION_MAX, `Institution must be at most ${INSTITUTION_MAX} characters`),
        ),
      plainText('Institution'),
    ),
  ),
);

/** How the sales entered in an account close lots (docs/decisions/093); FIFO unless chosen. */
const lotMethodSchema = lazySchema(() =>
  z.enum(LOT_METHODS, 'Lot method: choose one of ' + LOT_METHODS.join(', ')),
);

export const accountInputSchema = lazySchema(() =>
  z.strictObject({
    name: nameSchema,
    kind: z.enum(ACCOUNT_KINDS, 'Kind: choose one of ' + ACCOUNT_KINDS.join(', ')),
    institution: z.optional(institutionSchema),
    currency: currencyCodeSchema,
    lotMethod: z.optional(lotMethodSchema),
  }),
);
export type AccountInput = z.infer<typeof accountInputSchema>;

/** An edit: name, kind, institution, archived, lot method; the currency of an account with entries stays. */
export const accountPatchSchema = lazySchema(() =>
  z
    .partial(
      z.strictObject({
        name: nameSchema,
        kind: z.enum(ACCOUNT_KINDS),
        institution: institutionSchema,
        currency: currencyCodeSchema,
        archived: z.boolean(),
        lotMethod: lotMethodSchema,
      }),
    )
    .check(z.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' })),
);
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/**
 * Deleting an account that still has transactions: move them to another of your accounts, or
 * delete them with it. Without either, the delete is refused (409) and nothing changes.
 */
export const accountDeleteQuerySchema = lazySchema(() =>
  z.strictObject({
    moveTo: z.optional(accountIdSchema),
    deleteTransactions: z.optional(z.enum(['true', 'false'])),
  }),
);

export const accountSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(ACCOUNT_KINDS),
    institution: z.nullable(z.string()),
    currency: z.string(),
    archived: z.boolean(),
    /** How the sales entered in it close lots; each sale keeps the method it was entered with. */
    lotMethod: z.enum(LOT_METHODS),
    /** How many transactions name it (either side of a transfer). */
    transactions: z.number().check(z.int(), z.gte(0)),
    createdAt: z.iso.datetime(),
  }),
);
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = lazySchema(() => z.object({ accounts: z.array(accountSchema) }));

/** Kinds that move cash of the account and belong to no security. */
export const CASH_TYPES = [
  'deposit',
  'withdrawal',
  'interest',
  'account-fee',
  'transfer-cash',
] as const satisfies readonly TransactionType[];
const CASH_TYPE_SET: ReadonlySet<TransactionType> = new Set(CASH_TYPES);
export const isCashType = (type: TransactionType) => CASH_TYPE_SET.has(type);

/** A broker's exchange rate: positive, up to 10 decimal places (NUMERIC(24, 10)). */
export const fxRateSchema = lazySchema(() =>
  z.string({ error: 'Exchange rate: give a decimal string' }).check(
    z.trim(),
    z.regex(/^\d{1,12}(\.\d{1,10})?$/, 'Exchange rate: a decimal with at most 10 decimal places'),
    z.refine((text) => Number(text) > 0, 'Exchange rate must be greater than 0'),
  ),
);
