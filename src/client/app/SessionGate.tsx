import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { afterPageSettles } from '../lib/after-page-settles.ts';
import { useUserStream } from '../lib/live-stream-react.tsx';
import { sessionQuery, useMe, useSession } from '../lib/session.ts';
import { useThemeSync } from '../lib/theme.ts';
import { LoadingShell } from './LoadingShell.tsx';

/** SPEC §4: the first-time visitor flag. */
export const HAS_VISITED_KEY = 'tickerdeck:has-visited';

const AuthDialog = lazy(() => import('../features/accounts/AuthDialog.tsx'));

/**
 * Hides the app until we know who is signed in (no flash of the visitors' screens for a
 * signed-in user), applies the saved theme and keeps the user's live stream connected.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const me = useMe();
  const signedIn = session.status === 'signed-in';
  useThemeSync(signedIn ? me.data?.preferences.theme : undefined);
  useUserStream(session.user?.uid ?? null);

  // Offline, the user document waits for the network (it is never cached): show the app anyway.
  const meWaiting = me.isPending && me.fetchStatus !== 'paused';
  if (session.status === 'loading' || (signedIn && meWaiting)) {
    return <LoadingShell />;
  }
  return children;
}

const isFirstVisit = () =>
  typeof window !== 'undefined' && !window.localStorage.getItem(HAS_VISITED_KEY);

/** This page load's answer once the dialog has been shown (undefined: not decided yet). */
const firstVisit: { open?: boolean } = {};

/**
 * SPEC §4: the auth dialog opens once, for a signed-out visitor who has not been here before,
 * over the page they came for: once that page has settled (decision 044).
 */
export function FirstVisitDialog() {
  const session = useQuery(sessionQuery());
  // Read once per mount of the app, not per mount of this component: the layout may remount
  // right after the dialog opened (and marked the visit), which must not close it again.
  const [open, setOpen] = useState(() => firstVisit.open ?? isFirstVisit());
  const [settled, setSettled] = useState(() => firstVisit.open === true);
  useEffect(() => {
    if (!open || settled) return;
    return afterPageSettles(() => setSettled(true));
  }, [open, settled]);
  // Only once the server said "nobody" (not when it could not be asked).
  const signedOut = session.isSuccess && session.data.user === null;
  const shown = open && settled && signedOut;
  useEffect(() => {
    if (!shown) return;
    firstVisit.open = true;
    window.localStorage.setItem(HAS_VISITED_KEY, '1');
  }, [shown]);
  if (!shown) return null;
  const close = () => {
    firstVisit.open = false;
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <AuthDialog open onClose={close} />
    </Suspense>
  );
}
