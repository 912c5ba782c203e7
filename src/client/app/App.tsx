import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import type { LiveUserEvent } from '../../shared/live.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { loginPath, SIGNED_OUT_EVERYWHERE } from '../lib/login-return.ts';
import { PwaNotices } from '../lib/pwa/pwa-notices.tsx';
import { AppRouter, navigateTo } from '../lib/routing.tsx';
import { applyUserEvent } from './user-events.ts';
import { AppRoutes, PrefetchOnNavigation } from './router.tsx';
import { SessionGate } from './SessionGate.tsx';

/** The whole app; main.tsx creates its query client, to start loading before the first render. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // A session ended elsewhere (log out all devices, reset, deletion) signs this tab out at once.
  const onUserEvent = useCallback(
    (event: LiveUserEvent) =>
      applyUserEvent(event, queryClient, () => {
        // The login page says why, and logging in again comes back here (issue 18).
        const { pathname, search, hash } = window.location;
        // Committed before the user is forgotten: the page left behind must be gone by then (a
        // signed-in-only page that saw the session end would redirect to its own /login?next=…).
        flushSync(() =>
          navigateTo(loginPath({ next: pathname + search + hash, reason: SIGNED_OUT_EVERYWHERE }), {
            replace: true,
          }),
        );
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider onUserEvent={onUserEvent}>
        <AppRouter>
          <PrefetchOnNavigation queryClient={queryClient} />
          <SessionGate>
            <AppRoutes />
          </SessionGate>
        </AppRouter>
      </LiveStreamProvider>
      <PwaNotices />
    </QueryClientProvider>
  );
}
