import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { BASE_CURRENCIES } from '#shared/platform/currencies.ts';
import { THEMES } from '#shared/preferences/preferences.ts';
import { user } from './auth.ts';

// Tables of the accounts feature besides better-auth's own. Everything that belongs to a user
// references user.id ON DELETE CASCADE, so deleting the user row deletes it all in one statement
// (later tables such as watchlist_items and positions join in the same way).

/** The SPEC's user document: preferences and lastLogout; made on first verified sign-in. */
export const preferences = pgTable('preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** 'system' follows the device (docs/decisions/035); it replaced dark_mode (migration 0010). */
  theme: text('theme', { enum: THEMES }).notNull().default('system'),
  /** Price alerts by e-mail. Until migration 0019 it also covered the daily summary. */
  emailNotifications: boolean('email_notifications').notNull().default(false),
  /** The summary mail after each trading day's close; started as email_notifications was. */
  dailySummary: boolean('daily_summary').notNull().default(false),
  /** The daily summary's ex-dividend section (docs/decisions/092); on until turned off. */
  exDividendEmails: boolean('ex_dividend_emails').notNull().default(true),
  /** How the portfolio's cost basis and realized gains are counted (docs/decisions/027). */
  costBasisMethod: text('cost_basis_method', { enum: ['fifo', 'average'] })
    .notNull()
    .default('fifo'),
  /** The currency the portfolio's totals are shown in (docs/decisions/083). */
  baseCurrency: text('base_currency', { enum: BASE_CURRENCIES }).notNull().default('USD'),
  lastLogout: timestamp('last_logout', { withTimezone: true }),
});

/** Mail kept locally when no SMTP server is configured; listed at /dev/mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** Mail sent by a job that may run again (alerts, summaries): kept once per key. */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for abuse limits, shared by every server process. One row per key
 * (e.g. `sign-in:ip:203.0.113.7`); a window that has ended restarts at the next hit.
 */
export const authRateLimit = pgTable('auth_rate_limit', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Sign-ups of e-mails nobody has verified yet, one row per attempt with its own password hash
 * (docs/decisions/016-sign-up-owned-by-the-mailbox.md). Verifying the mailbox turns the row
 * whose password the person types into the account and discards the rest; rows expire.
 */
export const pendingSignUp = pgTable(
  'pending_sign_up',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('pending_sign_up_email_idx').on(table.email),
    index('pending_sign_up_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The one live verification link of an e-mail: a newer link replaces the row, using it deletes
 * it. Only the SHA-256 of the token is stored.
 */
export const emailVerification = pgTable(
  'email_verification',
  {
    email: text('email').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_verification_expires_at_idx').on(table.expiresAt)],
);
