import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/accounts/accounts.contract.ts';
import { PENDING_SIGN_OUT_KEY } from '../sign-out-pending.ts';
import { sessionKey, userScope } from '../session.ts';
import { forgetUser, OFFLINE_USER_KEY, rememberedUser, rememberUser } from './offline-user.ts';

// Keeps what this browser holds for offline use to the user who is signed in now: signing out
// (here, everywhere, a reset, a deleted account, a 401 from a user route: all end in a session of
// nobody) or another user signing in drops the remembered user and the service worker's copies
// of the previous user's data; the worker keeps and serves only the owner's (decision 071).

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
 * Hands the device over to `owner` (null: nobody) for the service worker: first the new owner and
 * epoch, so that an answer still on its way is refused, then every other copy goes.
 */
async function handOver(owner: string | null) {
  // Not needed before the first render: loaded with the first hand-over.
  const { changeOwner, deleteUserDataCaches } = await import('./device-session.ts');
  const { epoch } = await changeOwner(owner);
  await deleteUserDataCaches(owner === null ? undefined : epoch);
}

/**
 * Follows the session query: forgets the previous user's data as soon as it is no longer theirs.
 * Another tab of this browser that signs out or in makes this one ask who is signed in. Back
 * online, refetches every query (data served from the cache offline counts as fresh).
 */
export function guardUserData(queryClient: QueryClient): () => void {
  // One hand-over after the other: a sign-out and the next sign-in never interleave.
  let handingOver: Promise<void> = Promise.resolve();
  const queue = (owner: string | null) => {
    handingOver = handingOver.then(() => handOver(owner)).catch(() => undefined);
  };
  const onSession = (user: SessionUser | null | undefined) => {
    const change = sessionChange(user, rememberedUser());
    if (change === 'keep') {
      // The worker may have dropped the owner itself (a 401 it saw), or never had one (038).
      if (user?.emailVerified) queue(user.uid);
      return;
    }
    forgetUser();
    if (change === 'switch' && user) {
      rememberUser(user);
      queue(user.uid);
      return;
    }
    queryClient.removeQueries({ queryKey: userScope });
    queue(null);
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
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_USER_KEY || event.key === PENDING_SIGN_OUT_KEY || event.key === null)
      void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopWatching();
    stopRefreshing();
    window.removeEventListener('storage', onStorage);
  };
}
