import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { AddPositionInput } from '#shared/portfolio/portfolio.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
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

export function useAddPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPositionInput) =>
      apiSend(portfolioContract.addPosition, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

export function useRemovePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(portfolioContract.removePosition, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

/** The stock page's 'Remove from Portfolio': every position in the symbol. */
export function useRemoveSymbolFromPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) =>
      apiSend(portfolioContract.removeSymbolFromPortfolio, { params: { symbol } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}
