import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddDividendsBody } from '#shared/portfolio/portfolio-holdings.ts';
import { holdingsContract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './api.ts';
import { useLedgerMutation } from './ledger-api.ts';

// The holdings screen's own requests (portfolio-holdings.contract.ts), under portfolioKey so a
// ledger write refetches them with the rest.

const holdingTransactionsQuery = (symbol: string) =>
  queryOptions({
    queryKey: [...portfolioKey, 'holding-transactions', symbol],
    queryFn: ({ signal }) =>
      apiGet(holdingsContract.holdingTransactions, { params: { symbol }, signal }),
  });

export const holdingFactsQuery = () =>
  queryOptions({
    queryKey: [...portfolioKey, 'holding-facts'],
    queryFn: ({ signal }) => apiGet(holdingsContract.holdingFacts, { signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

const useSignedIn = () => useSession().status === 'signed-in';

/** What deleting `symbol` would remove; nothing asked while no symbol is chosen. */
export function useHoldingTransactions(symbol: string | null) {
  return useQuery({
    ...holdingTransactionsQuery(symbol ?? ''),
    enabled: useSignedIn() && symbol !== null,
  });
}

/** Asked only when an allocation needs them (sector, industry, country or asset class). */
export function useHoldingFacts(wanted: boolean) {
  return useQuery({ ...holdingFactsQuery(), enabled: useSignedIn() && wanted });
}

export const useDeleteHolding = () =>
  useLedgerMutation((symbol: string) =>
    apiSend(holdingsContract.removeHolding, { params: { symbol } }),
  );

export const useRestoreHolding = () =>
  useLedgerMutation((undo: string) => apiSend(holdingsContract.restoreHolding, { body: { undo } }));

export const useAddDividends = () =>
  useLedgerMutation((body: AddDividendsBody) => apiSend(holdingsContract.addDividends, { body }));
