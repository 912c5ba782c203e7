import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser } from '#shared/accounts/accounts.contract.ts';
import { DEFAULT_PASSWORD_POLICY } from '#shared/accounts/password-policy.ts';
import { accountContract, type PageSession } from '#shared/accounts/accounts.contract.ts';
import { apiGet, ApiRequestError } from './api-client.ts';
import { signOutPending } from './sign-out-pending.ts';
import { offlineSessionAnswer } from './pwa/offline-user.ts';

// The one source of "who is signed in" (SPEC §4): GET /api/auth/session through TanStack Query.

export const sessionKey = ['session'] as const;
/** Every query that belongs to the signed-in user starts with this; signing out drops them all. */
export const userScope = ['user'] as const;
export const meKey = [...userScope, 'me'] as const;

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: async ({ signal, client }) => {
      // A Log Out the server has not heard of is told first (its confirmation is the server
      // saying nobody); until then nobody is signed in here, whatever the cookie still says.
      if (signOutPending()) {
        const { finishSignOut } = await import('./sign-out.ts');
        await finishSignOut();
        return { user: null };
      }
      try {
        const answer = await apiGet(accountContract.session, { signal });
        // SessionGate waits for the user document too: ask for it now, not a render later.
        if (answer.user?.emailVerified) void client.prefetchQuery(meQuery());
        return answer;
      } catch (failure) {
        // Offline: the user last signed in here, so their saved watchlist and portfolio show.
        const offline = offlineSessionAnswer(failure);
        if (offline) return offline;
        throw failure;
      }
    },
    staleTime: 5 * 60_000,
    retry: 2,
  });

/**
 * Starts from who is signed in as the server read it for this page (the server's render; the
 * browser then hydrates these answers with the rest of the page's state). Signing in or out
 * replaces them as any answer is replaced.
 */
export function startWithSession(queryClient: QueryClient, { session, me }: PageSession) {
  queryClient.setQueryData(sessionQuery().queryKey, session);
  if (me) queryClient.setQueryData(meQuery().queryKey, me);
}

export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => apiGet(accountContract.me, { signal }),
    staleTime: 60_000,
    // Never kept offline: its retry waits for the network, and SessionGate and the profile read
    // that wait ('paused') as "show the app without it" (not "Not saved for offline use").
    retry: 1,
  });

export const passwordPolicyQuery = () =>
  queryOptions({
    queryKey: ['password-policy'] as const,
    queryFn: ({ signal }) => apiGet(accountContract.passwordPolicy, { signal }),
    staleTime: Infinity,
    placeholderData: DEFAULT_PASSWORD_POLICY,
  });

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

/** SPEC §4: only a verified e-mail counts as signed in. A failed check counts as signed out. */
export function useSession(): SessionState {
  const session = useQuery(sessionQuery());
  if (session.isPending) return { status: 'loading', user: null };
  const user = session.data?.user;
  if (!user?.emailVerified) return { status: 'signed-out', user: null };
  return { status: 'signed-in', user };
}

/** The user document (preferences, display name), only fetched while signed in. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery(), enabled: session.status === 'signed-in' });
}

/** Forget everything of the user in this tab (after sign-out, revocation or deletion). */
export function clearUser(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: userScope });
  queryClient.setQueryData(sessionKey, { user: null });
}

export function useClearUser() {
  const queryClient = useQueryClient();
  return useCallback(() => clearUser(queryClient), [queryClient]);
}

/**
 * A user route answered that nobody is signed in: the session ended (elsewhere, or it expired)
 * and this tab has not heard of it otherwise.
 */
export const sessionIsGone = (failure: unknown) =>
  failure instanceof ApiRequestError &&
  failure.status === 401 &&
  failure.error.code === 'unauthenticated';

export const isUserQuery = (queryKey: readonly unknown[]) => queryKey[0] === userScope[0];
