import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser } from '../../shared/accounts.contract.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../shared/password-policy.ts';
import {
  accountContract,
  SESSION_COOKIE_HINTS,
  SESSION_COOKIE_META,
  type SessionCookieHint,
} from '../../shared/accounts.contract.ts';
import { apiGet, apiSend } from './api-client.ts';
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
 * What the server saw of a session cookie on this page's request (SESSION_COOKIE_META).
 * 'sent': the user is probably signed in, so the page may ask for their data without waiting for
 * the session check. Only a hint: the check still decides, and a stale cookie's requests just
 * fail. 'not-sent': nobody is signed in (startLoading then skips the check). undefined: the page
 * does not know (the service worker's copy), so it asks.
 */
export function sessionCookieHint(): SessionCookieHint | undefined {
  const meta = document.head.querySelector(`meta[name="${SESSION_COOKIE_META}"]`);
  const content = meta?.getAttribute('content');
  const hints = Object.keys(SESSION_COOKIE_HINTS) as SessionCookieHint[];
  return hints.find((hint) => SESSION_COOKIE_HINTS[hint] === content);
}

/**
 * The session check's answer for a page whose request carried no session cookie: the server
 * answers exactly this without one (auth.routes.ts), so the page takes it without asking and
 * renders a round trip sooner (decision 064). Signing in replaces it as any answer is replaced.
 */
export function startSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery().queryKey, { user: null });
}

export const meQuery = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => apiGet(accountContract.me, { signal }),
    staleTime: 60_000,
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
export function useClearUser() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: userScope });
    queryClient.setQueryData(sessionKey, { user: null });
  }, [queryClient]);
}

export async function signOut() {
  await apiSend(accountContract.signOut).catch(() => undefined);
}
