import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { LiveUserEvent } from '../../shared/live.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { loginPath, SIGNED_OUT_EVERYWHERE } from '../lib/login-return.ts';
import { PwaNotices } from '../lib/pwa/pwa-notices.tsx';
import { applyUserEvent } from './user-events.ts';
import { createRouter } from './router.tsx';
import { SessionGate } from './SessionGate.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  // A session ended elsewhere (log out all devices, reset, deletion) signs this tab out at once.
  const onUserEvent = useCallback(
    (event: LiveUserEvent) =>
      applyUserEvent(event, queryClient, () => {
        // The login page says why, and logging in again comes back here (issue 18).
        const { pathname, search, hash } = router.state.location;
        return router.navigate(
          loginPath({ next: pathname + search + hash, reason: SIGNED_OUT_EVERYWHERE }),
          // Committed before the promise settles: the page left behind must be gone when the
          // user is forgotten (a transition would still show it, and its guard would redirect).
          { replace: true, flushSync: true },
        );
      }),
    [queryClient, router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider onUserEvent={onUserEvent}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </LiveStreamProvider>
      <PwaNotices />
    </QueryClientProvider>
  );
}
