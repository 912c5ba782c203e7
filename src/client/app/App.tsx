import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router';
import type { LiveUserEvent } from '../../shared/live.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { applyUserEvent } from './user-events.ts';
import { createRouter } from './router.tsx';
import { SessionGate } from './SessionGate.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  // A session ended elsewhere (log out all devices, reset, deletion) signs this tab out at once.
  const onUserEvent = useCallback(
    (event: LiveUserEvent) =>
      applyUserEvent(event, queryClient, () => void router.navigate('/login', { replace: true })),
    [queryClient, router],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider onUserEvent={onUserEvent}>
        <SessionGate>
          <RouterProvider router={router} />
        </SessionGate>
      </LiveStreamProvider>
    </QueryClientProvider>
  );
}
