import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../lib/in-browser.ts';
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
 * notifications; opening one goes to its stock page and marks it read. Its code comes after the
 * page's (a chunk of its own): the server's page and the hydration show its placeholder.
 */
export function NotificationBell() {
  const session = useSession();
  const inBrowser = useInBrowser();
  if (session.status !== 'signed-in') return null;
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInBell />
    </Suspense>
  );
}
