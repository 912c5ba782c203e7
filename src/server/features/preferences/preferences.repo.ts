import { eq } from 'drizzle-orm';
import type { BaseCurrency } from '#shared/platform/currencies.ts';
import type { CostBasisMethod, Preferences } from '#shared/preferences/preferences.ts';
import type { Db } from '../../db/database.ts';
import { preferences } from '../../db/schema/accounts.ts';
import type { Tx } from '../../db/transactions.ts';

// SQL of the preferences feature: one row per user, made on the first write. Writes run inside
// the caller's transaction (inUserTransaction).

type PreferencesRow = typeof preferences.$inferInsert;
type PreferencesPatch = Partial<Omit<PreferencesRow, 'userId'>>;

/** Merges the given fields into the user's row, making it if missing. */
export async function upsertPreferences(
  tx: Tx,
  userId: string,
  patch: PreferencesPatch,
): Promise<Preferences> {
  const [row] = await tx
    .insert(preferences)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: preferences.userId, set: patch })
    .returning({
      theme: preferences.theme,
      emailNotifications: preferences.emailNotifications,
      dailySummary: preferences.dailySummary,
      exDividendEmails: preferences.exDividendEmails,
    });
  if (!row) throw new Error('preferences upsert returned no row');
  return row;
}

/** The user's cost-basis method, or undefined before they chose one. */
export async function costBasisMethodOf(
  db: Db,
  userId: string,
): Promise<CostBasisMethod | undefined> {
  const [row] = await db
    .select({ method: preferences.costBasisMethod })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return row?.method;
}

/** The user's base currency, or undefined before their preferences row exists. */
export async function baseCurrencyOf(db: Db, userId: string): Promise<BaseCurrency | undefined> {
  const [row] = await db
    .select({ currency: preferences.baseCurrency })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return row?.currency;
}
