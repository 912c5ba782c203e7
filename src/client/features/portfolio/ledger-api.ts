import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type {
  PerformanceRange,
  TransactionInput,
  TransactionListQuery,
  TransactionPatch,
} from '#shared/portfolio/portfolio-ledger.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './api.ts';
import { performanceParams } from './opening-requests.ts';

// The ledger's queries (docs/decisions/026). Their keys sit under portfolioKey, so a write here,
// a position change, or another tab's 'portfolio-changed' event refetches all of them at once.

/** One account's id, or undefined for all of them (the answer sums every account). */
export type AccountScope = string | undefined;
const scopeKey = (account: AccountScope) => account ?? 'all';
const scopeQuery = (account: AccountScope) => (account ? { account } : {});

export const holdingsQuery = (account?: AccountScope) =>
  queryOptions({
    queryKey: [...portfolioKey, 'holdings', scopeKey(account)],
    queryFn: ({ signal }) =>
      apiGet(portfolioContract.holdings, { query: scopeQuery(account), signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

export const performanceQuery = (range: PerformanceRange, account?: AccountScope) =>
  queryOptions({
    queryKey: [...portfolioKey, 'performance', range, scopeKey(account)],
    queryFn: ({ signal }) =>
      apiGet(portfolioContract.performance, {
        query: { ...performanceParams(range), ...scopeQuery(account) },
        signal,
      }),
    staleTime: USER_DATA_FRESH_MS,
  });

export type TransactionFilter = Partial<TransactionListQuery>;

export const transactionsQuery = (filter: TransactionFilter) =>
  queryOptions({
    queryKey: [...portfolioKey, 'transactions', filter],
    queryFn: ({ signal }) => apiGet(portfolioContract.transactions, { query: filter, signal }),
  });

/** Dividends and splits from market data that the ledger lacks (docs/decisions/031). */
export const corporateActionsQuery = () =>
  queryOptions({
    queryKey: [...portfolioKey, 'corporate-actions'],
    queryFn: ({ signal }) => apiGet(portfolioContract.corporateActions, { signal }),
  });

const useSignedIn = () => useSession().status === 'signed-in';

export function useHoldings(account?: AccountScope) {
  return useQuery({ ...holdingsQuery(account), enabled: useSignedIn() });
}

export function usePerformance(range: PerformanceRange, account?: AccountScope) {
  return useQuery({ ...performanceQuery(range, account), enabled: useSignedIn() });
}

export function useCorporateActions() {
  return useQuery({ ...corporateActionsQuery(), enabled: useSignedIn() });
}

export function useTransactions(filter: TransactionFilter) {
  return useQuery({ ...transactionsQuery(filter), enabled: useSignedIn() });
}

export function useLedgerMutation<Input, Output = unknown>(
  write: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

export const useCreateTransaction = () =>
  useLedgerMutation((body: TransactionInput) =>
    apiSend(portfolioContract.createTransaction, { body }),
  );

export const useUpdateTransaction = () =>
  useLedgerMutation(({ id, patch }: { id: string; patch: TransactionPatch }) =>
    apiSend(portfolioContract.updateTransaction, { params: { id }, body: patch }),
  );

export const useRemoveTransaction = () =>
  useLedgerMutation((id: string) =>
    apiSend(portfolioContract.removeTransaction, { params: { id } }),
  );

/**
 * 'Delete Position' and 'Remove from Portfolio': every transaction of the symbol, in one server
 * write (DELETE /api/portfolio/symbols/:symbol), so no later sell is left without its shares.
 */
export const useRemoveHolding = () =>
  useLedgerMutation((symbol: string) =>
    apiSend(portfolioContract.removeSymbolFromPortfolio, { params: { symbol } }),
  );
