import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useThemeSync } from '../lib/theme.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  // Visitors follow the system theme; the signed-in preference is passed in with accounts.
  useThemeSync(undefined);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider>
        <RouterProvider router={router} />
      </LiveStreamProvider>
    </QueryClientProvider>
  );
}
