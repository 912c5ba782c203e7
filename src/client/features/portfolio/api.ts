import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './keys.ts';

// The signed-in user's portfolio. Writes refetch it; the live stream's user events refetch it
// when another tab or device changes it (src/client/app/user-events.ts).

export { portfolioKey };

export const portfolioQuery = () =>
  queryOptions({
    queryKey: portfolioKey,
    queryFn: ({ signal }) => apiGet(portfolioContract.portfolio, { signal }),
  });

export function usePortfolio() {
  const session = useSession();
  return useQuery({ ...portfolioQuery(), enabled: session.status === 'signed-in' });
}
