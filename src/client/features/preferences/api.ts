import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '#shared/accounts/accounts.contract.ts';
import type { BaseCurrency } from '#shared/platform/currencies.ts';
import type { Preferences } from '#shared/preferences/preferences.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { meKey, useSession } from '../../lib/session.ts';
import { baseCurrencyKey } from './keys.ts';

// Preferences ride in the /api/me document (meKey), so a toggle patches that cache entry.

/** SPEC §4: a preference applies at once, saves, and reverts if saving fails. */
export function useTogglePreference() {
  const queryClient = useQueryClient();
  const patchCache = (patch: Partial<Preferences>) =>
    queryClient.setQueryData<UserDocument>(meKey, (document) =>
      document ? { ...document, preferences: { ...document.preferences, ...patch } } : document,
    );
  return useMutation({
    mutationFn: (patch: Partial<Preferences>) =>
      apiSend(preferencesContract.updatePreferences, { body: patch }),
    onMutate: (patch) => {
      const before = queryClient.getQueryData<UserDocument>(meKey)?.preferences;
      patchCache(patch);
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) patchCache(context.before);
    },
    onSuccess: ({ preferences }) => patchCache(preferences),
  });
}

export const baseCurrencyQuery = () =>
  queryOptions({
    queryKey: baseCurrencyKey,
    queryFn: ({ signal }) => apiGet(preferencesContract.baseCurrency, { signal }),
  });

export function useBaseCurrency() {
  const session = useSession();
  return useQuery({ ...baseCurrencyQuery(), enabled: session.status === 'signed-in' });
}

/** Applies the choice at once, saves it, and puts the previous one back if saving fails. */
export function useSetBaseCurrency() {
  const queryClient = useQueryClient();
  const put = (baseCurrency: BaseCurrency) =>
    queryClient.setQueryData(baseCurrencyKey, { baseCurrency });
  return useMutation({
    mutationFn: (baseCurrency: BaseCurrency) =>
      apiSend(preferencesContract.setBaseCurrency, { body: { baseCurrency } }),
    onMutate: (baseCurrency) => {
      const before = queryClient.getQueryData<{ baseCurrency: BaseCurrency }>(baseCurrencyKey);
      put(baseCurrency);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context?.before) put(context.before.baseCurrency);
    },
    onSuccess: ({ baseCurrency }) => put(baseCurrency),
  });
}
