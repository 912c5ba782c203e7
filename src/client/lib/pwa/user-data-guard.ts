import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/accounts.contract.ts';
import { sessionKey } from '../session.ts';
import { USER_DATA_CACHE } from './cache-names.ts';
import { forgetUser, rememberedUser, rememberUser } from './offline-user.ts';

// Keeps what this browser holds for offline use to the user who is signed in now: signing out
// (here, everywhere, a reset or a deleted account all end in a session of nobody) or another
// user signing in deletes the service worker's cache of user data and the remembered user.

/** Deletes the cached watchlists and portfolio (no Cache Storage: nothing was kept). */
export async function deleteUserDataCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(USER_DATA_CACHE);
}

/** What to do when the session answer is `user`: keep, or drop the user data kept so far. */
export function sessionChange(
  user: SessionUser | null | undefined,
  remembered: SessionUser | null,
) {
  const signedIn = user?.emailVerified === true;
  if (!signedIn) return remembered || user === null ? 'forget' : 'keep';
  if (remembered?.uid !== user.uid) return 'switch';
  return 'keep';
}

/**
 * Follows the session query: forgets the previous user's data as soon as it is no longer theirs.
 * Back online, refetches every query (data served from the cache offline counts as fresh).
 */
export function guardUserData(queryClient: QueryClient): () => void {
  const onSession = (user: SessionUser | null | undefined) => {
    const change = sessionChange(user, rememberedUser());
    if (change === 'keep') return;
    forgetUser();
    void deleteUserDataCache();
    if (change === 'switch' && user) rememberUser(user);
  };
  const readSession = () =>
    queryClient.getQueryData<{ user: SessionUser | null }>(sessionKey)?.user;
  if (readSession() !== undefined) onSession(readSession());
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(sessionKey)) return;
    if (event.action.type === 'success') onSession(readSession());
  });
  const stopRefreshing = onlineManager.subscribe((online) => {
    if (online) void queryClient.invalidateQueries();
  });
  return () => {
    stopWatching();
    stopRefreshing();
  };
}
