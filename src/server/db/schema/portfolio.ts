import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportMapping } from '#shared/portfolio/portfolio-import.ts';
import { ACCOUNT_KINDS } from '#shared/portfolio/portfolio-accounts.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { LOT_METHODS } from '#shared/portfolio/portfolio-lots.ts';
import { user } from './auth.ts';

// The portfolio as a ledger (docs/decisions/026): every buy, sell, dividend, split and fee on its
// trade date. Holdings, lots, gains and returns are computed from these rows, never stored.
// Deleting the user cascades.

/**
 * A user's brokerage, retirement or savings accounts (docs/decisions/085): every transaction
 * belongs to one. Deleting the user cascades; an account with transactions cannot be deleted
 * (the foreign key below, checked at the end of the statement so the user's cascade passes).
 */
export const portfolioAccounts = pgTable(
  'portfolio_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    institution: text('institution'),
    /** ISO 4217: the currency its statements are in, and its implied deposits'. */
    currency: text('currency').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** How the sales entered in it close lots (docs/decisions/093); each sale stores its own. */
    lotMethod: text('lot_method', { enum: LOT_METHODS }).notNull().default('fifo'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('portfolio_accounts_user_name_idx').on(table.userId, sql`lower(${table.name})`),
    check('portfolio_accounts_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('portfolio_accounts_name_length', sql`char_length(${table.name}) BETWEEN 1 AND 60`),
    check(
      'portfolio_accounts_lot_method',
      sql.raw(`lot_method IN (${LOT_METHODS.map((method) => `'${method}'`).join(', ')})`),
    ),
  ],
);

export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    /** A UUIDv7; older rows keep SPEC §3's 'AAPL-1795220618759' (docs/decisions/076). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    /** The security; null for cash that belongs to no security (deposits, interest…). */
    symbol: text('symbol'),
    /** The company name the user picked with the symbol (buys); shown by the positions API. */
    name: text('name'),
    /** Trade date (America/New_York), the day the transaction counts from. */
    date: date('date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6 }),
    price: numeric('price', { precision: 20, scale: 6 }),
    /** Cash received (dividend, deposit, interest) or paid (fee, withdrawal, tax…). */
    amount: numeric('amount', { precision: 20, scale: 6 }),
    fees: numeric('fees', { precision: 20, scale: 6 }),
    /**
     * When the row was last written, from the ledger-version sequence (a new number on insert,
     * and on update by trigger; docs/decisions/086): a symbol's rows with the same count and
     * highest revision are the same rows, so a worker thread re-reads only symbols that changed.
     */
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('portfolio_ledger_version_seq')`),
    /** A sell's lot method (docs/decisions/089); null: the oldest lots first. */
    lotMethod: text('lot_method', { enum: LOT_METHODS }),
    /** The lots a 'specific' sell names: [{ buyId, quantity }], quantities as decimal text. */
    lotPicks: jsonb('lot_picks').$type<{ buyId: string; quantity: string }[]>(),
    /** ISO 4217 currency of price, amount and fees. */
    currency: text('currency').notNull(),
    /**
     * The broker's rate when it settled the trade in the account's currency: one unit of
     * `currency` = fxRate units of the account's. Null: settled in `currency` itself.
     */
    fxRate: numeric('fx_rate', { precision: 24, scale: 10 }),
    /** The receiving account of a transfer. */
    toAccountId: uuid('to_account_id'),
    /** Shares received from outside: the date the user first acquired them (their lot's date). */
    acquiredOn: date('acquired_on', { mode: 'string' }),
    splitFrom: integer('split_from'),
    splitTo: integer('split_to'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * The imported source row's identity (docs/decisions/030): re-importing the same row, or our
     * own export of it, is a duplicate. Null for transactions entered by hand.
     */
    sourceFingerprint: text('source_fingerprint'),
  },
  (table) => [
    foreignKey({
      name: 'portfolio_transactions_account_fk',
      columns: [table.accountId],
      foreignColumns: [portfolioAccounts.id],
    }),
    foreignKey({
      name: 'portfolio_transactions_to_account_fk',
      columns: [table.toAccountId],
      foreignColumns: [portfolioAccounts.id],
    }),
    index('portfolio_transactions_account_idx').on(table.accountId),
    index('portfolio_transactions_to_account_idx')
      .on(table.toAccountId)
      .where(sql`${table.toAccountId} IS NOT NULL`),
    uniqueIndex('portfolio_transactions_user_fingerprint_idx')
      .on(table.userId, table.sourceFingerprint)
      .where(sql`${table.sourceFingerprint} IS NOT NULL`),
    index('portfolio_transactions_user_date_idx').on(table.userId, table.date),
    index('portfolio_transactions_user_symbol_idx').on(table.userId, table.symbol, table.date),
    // Which currencies a ledger uses, found by skipping from one to the next (ledgerCurrencies).
    index('portfolio_transactions_user_currency_idx').on(table.userId, table.currency),
    check(
      'portfolio_transactions_lots_of_sells',
      sql`(${table.lotMethod} IS NULL AND ${table.lotPicks} IS NULL) OR ${table.type} = 'sell'`,
    ),
    check(
      'portfolio_transactions_trade_fields',
      sql`${table.type} NOT IN ('buy', 'sell') OR (${table.symbol} IS NOT NULL AND ${table.quantity} >= 0.000001 AND ${table.price} >= 0.01 AND ${table.amount} IS NULL AND ${table.splitFrom} IS NULL)`,
    ),
    check(
      'portfolio_transactions_cash_fields',
      sql`${table.type} NOT IN ('dividend', 'fee', 'tax', 'deposit', 'withdrawal', 'interest', 'account-fee', 'transfer-cash') OR (${table.amount} > 0 AND ${table.quantity} IS NULL AND ${table.price} IS NULL AND ${table.fees} IS NULL)`,
    ),
    check(
      'portfolio_transactions_symbol_presence',
      sql`(${table.type} IN ('deposit', 'withdrawal', 'interest', 'account-fee', 'transfer-cash')) = (${table.symbol} IS NULL)`,
    ),
    check(
      'portfolio_transactions_split_fields',
      sql`${table.type} <> 'split' OR (${table.splitFrom} > 0 AND ${table.splitTo} > 0 AND ${table.quantity} IS NULL AND ${table.amount} IS NULL)`,
    ),
    check(
      'portfolio_transactions_shares_fields',
      sql`${table.type} NOT IN ('transfer-shares', 'receive-shares') OR (${table.quantity} >= 0.000001 AND ${table.amount} IS NULL AND ${table.fees} IS NULL)`,
    ),
    check(
      'portfolio_transactions_transfer_target',
      sql`(${table.type} IN ('transfer-cash', 'transfer-shares')) = (${table.toAccountId} IS NOT NULL) AND ${table.toAccountId} IS DISTINCT FROM ${table.accountId}`,
    ),
    check(
      'portfolio_transactions_acquired',
      sql`${table.acquiredOn} IS NULL OR (${table.type} = 'receive-shares' AND ${table.acquiredOn} <= ${table.date})`,
    ),
    check('portfolio_transactions_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('portfolio_transactions_fx_rate', sql`${table.fxRate} IS NULL OR ${table.fxRate} > 0`),
    check('portfolio_transactions_fees_min', sql`${table.fees} IS NULL OR ${table.fees} >= 0`),
    check('portfolio_transactions_note_max', sql`char_length(${table.note}) <= 500`),
  ],
);

/**
 * Each user's ledger version (decision 029's answer-cache key, docs/decisions/086): a number
 * from one sequence, set by statement triggers (migration 0016) whenever a row of the user's
 * transactions or accounts is inserted, updated or deleted, by any process. Reading it is one
 * index lookup, where a digest of every row cost ~50 ms at 15,000 transactions.
 */
export const portfolioLedgerVersions = pgTable('portfolio_ledger_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** A user's saved column mappings for generic CSV files (docs/decisions/030). */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('import_mappings_user_idx').on(table.userId)],
);
