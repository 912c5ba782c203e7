import type { z } from 'zod';
import type { Preferences, preferencesPatchSchema } from '../../../shared/preferences.ts';
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
            darkMode: preferences.darkMode,
            emailNotifications: preferences.emailNotifications,
          });
        if (!row) throw new Error('preferences upsert returned no row');
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return row;
      });
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
