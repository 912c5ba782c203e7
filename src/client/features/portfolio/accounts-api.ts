import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import type { Account, AccountInput, AccountPatch } from '#shared/portfolio/portfolio-accounts.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './keys.ts';

// The user's investment accounts (docs/decisions/085). Under portfolioKey: an account's write
// changes holdings and transactions too, and another tab's 'portfolio-changed' refetches them.

export const accountsQuery = () =>
  queryOptions({
    queryKey: [...portfolioKey, 'accounts'],
    queryFn: ({ signal }) => apiGet(portfolioContract.accounts, { signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

export function useAccounts() {
  const signedIn = useSession().status === 'signed-in';
  return useQuery({ ...accountsQuery(), enabled: signedIn });
}

/** Account id → name, for rows that name an account (a lot, a transfer, a cash line). */
export function useAccountNames(): ReadonlyMap<string, string> {
  const accounts = useAccounts().data?.accounts ?? [];
  return new Map(accounts.map((account) => [account.id, account.name]));
}

/** The accounts new entries may go to: the open ones, oldest first. */
export const openAccounts = (accounts: readonly Account[]) =>
  accounts.filter((account) => !account.archived);

function useAccountMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });
}

export const useCreateAccount = () =>
  useAccountMutation((body: AccountInput) => apiSend(portfolioContract.createAccount, { body }));

/** The holdings' view of cost basis for every account: as each sale was entered, or pooled. */
export const useSetCostBasisView = () =>
  useAccountMutation((method: CostBasisMethod) =>
    apiSend(preferencesContract.setCostBasisMethod, { body: { method } }),
  );

export const useUpdateAccount = () =>
  useAccountMutation(({ id, patch }: { id: string; patch: AccountPatch }) =>
    apiSend(portfolioContract.updateAccount, { params: { id }, body: patch }),
  );

/** What becomes of an account's transactions when it goes: moved to another, or deleted too. */
export type AccountDeletion = { id: string } & (
  { moveTo: string } | { deleteTransactions: true } | Record<never, never>
);

export const useDeleteAccount = () =>
  useAccountMutation((deletion: AccountDeletion) => {
    const query =
      'moveTo' in deletion
        ? { moveTo: deletion.moveTo }
        : 'deleteTransactions' in deletion
          ? { deleteTransactions: 'true' as const }
          : {};
    return apiSend(portfolioContract.deleteAccount, { params: { id: deletion.id }, query });
  });
