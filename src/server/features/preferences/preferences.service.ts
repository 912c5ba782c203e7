import type { z } from 'zod/mini';
import { DEFAULT_BASE_CURRENCY, type BaseCurrency } from '#shared/platform/currencies.ts';
import type {
  CostBasisMethod,
  Preferences,
  preferencesPatchSchema,
} from '#shared/preferences/preferences.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { baseCurrencyOf, costBasisMethodOf, upsertPreferences } from './preferences.repo.ts';

type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export function createPreferencesService(deps: Pick<UserDataDeps, 'db' | 'publish'>) {
  return {
    /** Merge update (SPEC §7): only the given fields change; the row is made if missing. */
    update(userId: string, patch: PreferencesPatch): Promise<Preferences> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const row = await upsertPreferences(tx, userId, patch);
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return row;
      });
    },

    /** How the portfolio counts cost basis (docs/decisions/027): FIFO until the user picks. */
    async costBasisMethod(userId: string): Promise<CostBasisMethod> {
      return (await costBasisMethodOf(deps.db, userId)) ?? 'fifo';
    },

    setCostBasisMethod(userId: string, method: CostBasisMethod): Promise<CostBasisMethod> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        await upsertPreferences(tx, userId, { costBasisMethod: method });
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return method;
      });
    },

    /** The currency the portfolio's totals are shown in: USD until the user picks another. */
    async baseCurrency(userId: string): Promise<BaseCurrency> {
      return (await baseCurrencyOf(deps.db, userId)) ?? DEFAULT_BASE_CURRENCY;
    },

    setBaseCurrency(userId: string, currency: BaseCurrency): Promise<BaseCurrency> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        await upsertPreferences(tx, userId, { baseCurrency: currency });
        await deps.publish(tx, userId, { type: 'preferences-changed' });
        return currency;
      });
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
