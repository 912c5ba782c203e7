import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '#shared/accounts/accounts.contract.ts';
import type { Preferences } from '#shared/preferences/preferences.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { apiSend } from '../../lib/api-client.ts';
import { meKey } from '../../lib/session.ts';

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
