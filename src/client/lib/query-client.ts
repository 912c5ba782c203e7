import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker may answer from its cache
        // (docs/decisions/038-installable-and-offline.md); only the retries wait for the network.
        networkMode: 'offlineFirst',
      },
    },
  });
}
