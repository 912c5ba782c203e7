import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';

// The panel (a Radix popover with its positioning engine) is its own chunk: visitors never
// download it, and a signed-in page does not wait for it (issue 19: the critical path).
const BellWithPanel = lazy(async () => ({
  default: (await import('./BellPanel.tsx')).BellWithPanel,
}));

/**
 * The top bar's bell for signed-in users: the unread count, and a panel with the newest
 * notifications; opening one goes to its stock page and marks it read.
 */
export function NotificationBell() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    // The bell's own size while its chunk loads, so the top bar does not shift.
    <Suspense fallback={<span aria-hidden="true" className="size-9 shrink-0" />}>
      <BellWithPanel />
    </Suspense>
  );
}
