import { sql } from 'drizzle-orm';
import {
  check,
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
import { user } from './auth.ts';

// The portfolio as a ledger (docs/decisions/026): every buy, sell, dividend, split and fee on its
// trade date. Holdings, lots, gains and returns are computed from these rows, never stored.
// Deleting the user cascades.

export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    /** A UUIDv7; older rows keep SPEC §3's 'AAPL-1795220618759' (docs/decisions/076). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['buy', 'sell', 'dividend', 'split', 'fee'] }).notNull(),
    symbol: text('symbol').notNull(),
    /** The company name the user picked with the symbol (buys); shown by the positions API. */
    name: text('name'),
    /** Trade date (America/New_York), the day the transaction counts from. */
    date: date('date', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { precision: 24, scale: 6 }),
    price: numeric('price', { precision: 20, scale: 6 }),
    /** Cash received (dividend) or paid (fee). */
    amount: numeric('amount', { precision: 20, scale: 6 }),
    fees: numeric('fees', { precision: 20, scale: 6 }),
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
    uniqueIndex('portfolio_transactions_user_fingerprint_idx')
      .on(table.userId, table.sourceFingerprint)
      .where(sql`${table.sourceFingerprint} IS NOT NULL`),
    index('portfolio_transactions_user_date_idx').on(table.userId, table.date),
    index('portfolio_transactions_user_symbol_idx').on(table.userId, table.symbol, table.date),
    check(
      'portfolio_transactions_trade_fields',
      sql`${table.type} NOT IN ('buy', 'sell') OR (${table.quantity} >= 0.000001 AND ${table.price} >= 0.01 AND ${table.amount} IS NULL AND ${table.splitFrom} IS NULL)`,
    ),
    check(
      'portfolio_transactions_cash_fields',
      sql`${table.type} NOT IN ('dividend', 'fee') OR (${table.amount} > 0 AND ${table.quantity} IS NULL AND ${table.price} IS NULL AND ${table.fees} IS NULL)`,
    ),
    check(
      'portfolio_transactions_split_fields',
      sql`${table.type} <> 'split' OR (${table.splitFrom} > 0 AND ${table.splitTo} > 0 AND ${table.quantity} IS NULL AND ${table.amount} IS NULL)`,
    ),
    check('portfolio_transactions_fees_min', sql`${table.fees} IS NULL OR ${table.fees} >= 0`),
    check('portfolio_transactions_note_max', sql`char_length(${table.note}) <= 500`),
  ],
);

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
