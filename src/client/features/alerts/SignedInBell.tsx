import { Suspense, useState } from 'react';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { useNotifications } from './api.ts';
import { BellButton } from './BellButton.tsx';

// The panel (a Radix popover with its positioning engine) is its own chunk, loaded when the user
// reaches for the bell (pointer over, focus) or opens it: a signed-in page that is only looked at
// never downloads it (docs/decisions/042). The count is on the light button meanwhile.
const panel = lazyOnIntent(async () => (await import('./BellPanel.tsx')).BellWithPanel);
const BellWithPanel = panel.Component;

/** The bell of a signed-in user: the unread count, and the panel from the first click on. */
export function SignedInBell() {
  const notifications = useNotifications();
  const unread = notifications.data?.unread ?? 0;
  const [open, setOpen] = useState(false);
  // From the first opening on, the panel's own trigger replaces the light button for good.
  const [used, setUsed] = useState(false);
  const light = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...panel.intent}
      // A click while the chunk is still on its way is kept: the panel opens when it arrives.
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    />
  );
  if (!used) return light;
  return (
    <Suspense fallback={light}>
      <BellWithPanel open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
