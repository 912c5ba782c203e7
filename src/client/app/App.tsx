import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import type { LiveUserEvent } from '#shared/platform/live.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { loginPath, SIGNED_OUT_EVERYWHERE } from '../lib/login-return.ts';
import { RenderedAtProvider } from '../lib/now.tsx';
import { PwaNotices } from '../lib/pwa/pwa-notices.tsx';
import { AppRouter, navigateTo } from '../lib/routing.tsx';
import { applyUserEvent } from './user-events.ts';
import { AppRoutes, PrefetchOnNavigation } from './router.tsx';
import { SessionGate } from './SessionGate.tsx';

interface Props {
  /** main.tsx's, with the page's answers; the server's, with what its render loaded. */
  queryClient: QueryClient;
  /** The server's render: the address (wouter's ssrPath and ssrSearch). */
  ssrPath?: string;
  ssrSearch?: string;
  /** When the server rendered the page (lib/now.tsx). */
  renderedAt?: number | undefined;
}

/** The whole app, in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ queryClient, ssrPath, ssrSearch, renderedAt }: Props) {
  // A session ended elsewhere (log out all devices, reset, deletion) signs this tab out at once.
  const onUserEvent = useCallback(
    (event: LiveUserEvent) =>
      applyUserEvent(event, queryClient, () => {
        // The login page says why, and logging in again comes back here.
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
      <RenderedAtProvider at={renderedAt}>
        <LiveStreamProvider onUserEvent={onUserEvent}>
          <AppRouter ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <PrefetchOnNavigation queryClient={queryClient} />
            <SessionGate>
              <AppRoutes />
            </SessionGate>
          </AppRouter>
        </LiveStreamProvider>
        <PwaNotices />
      </RenderedAtProvider>
    </QueryClientProvider>
  );
}
