import type { z } from 'zod/mini';
import { eq } from 'drizzle-orm';
import type {
  CostBasisMethod,
  Preferences,
  preferencesPatchSchema,
} from '#shared/preferences/preferences.ts';
import { preferences } from '../../db/schema/accounts.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';

type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export function createPreferencesService(deps: Pick<UserDataDeps, 'db' | 'publish'>) {
  return {
    /** Merge update (SPEC §7): only the given fields change; the row is made if missing. */
    update(userId: string, patch: PreferencesPatch): Promise<Preferences> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const [row] = await tx
          .insert(preferences)
          .values({ userId, ...patch })
          .onConflictDoUpdate({ target: preferences.userId, set: patch })
          .returning({
            theme: preferences.theme,
            emailNotifications: preferences.emailNotifications,
          });
        if (!row) throw new Error('preferences upsert returned no row');
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return row;
      });
    },

    /** How the portfolio counts cost basis (docs/decisions/027): FIFO until the user picks. */
    async costBasisMethod(userId: string): Promise<CostBasisMethod> {
      const [row] = await deps.db
        .select({ method: preferences.costBasisMethod })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row?.method ?? 'fifo';
    },

    setCostBasisMethod(userId: string, method: CostBasisMethod): Promise<CostBasisMethod> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        await tx
          .insert(preferences)
          .values({ userId, costBasisMethod: method })
          .onConflictDoUpdate({ target: preferences.userId, set: { costBasisMethod: method } });
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return method;
      });
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
