import { lazy, Suspense } from 'react';
import { useFirstScreenShown } from '../../lib/first-screen.ts';
import { useSession } from '../../lib/session.ts';

// The bell's code (the alerts contract and its schemas, the notifications query) is a chunk of
// its own: a visitor's pages never download or evaluate it (decision 056).
const SignedInBell = lazy(async () => ({
  default: (await import('./SignedInBell.tsx')).SignedInBell,
}));

/** The bell button's size (p-2 around a size-5 icon), held while its chunk arrives. */
const placeholder = <span aria-hidden="true" className="size-9 shrink-0" />;

/**
 * The top bar's bell for signed-in users: the unread count, and a panel with the newest
 * notifications; opening one goes to its stock page and marks it read. On the page the app
 * opened at, it comes once the screen has shown its data (decision 061).
 */
export function NotificationBell() {
  const session = useSession();
  const shown = useFirstScreenShown();
  if (session.status !== 'signed-in') return null;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInBell />
    </Suspense>
  );
}
