import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { apiGet } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './keys.ts';
import type { AccountScope } from './ledger-api.ts';

// The dividend calendar and the income view (docs/decisions/092). Under portfolioKey: a write
// to the ledger refetches them like holdings.

const scopeQuery = (account: AccountScope) => (account ? { account } : {});

export const dividendCalendarQuery = (account: AccountScope) =>
  queryOptions({
    queryKey: [...portfolioKey, 'dividend-calendar', account ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet(portfolioContract.dividendCalendar, { query: scopeQuery(account), signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

export const incomeQuery = (account: AccountScope) =>
  queryOptions({
    queryKey: [...portfolioKey, 'income', account ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet(portfolioContract.income, { query: scopeQuery(account), signal }),
    staleTime: USER_DATA_FRESH_MS,
  });

const useSignedIn = () => useSession().status === 'signed-in';

export function useDividendCalendar(account: AccountScope) {
  return useQuery({ ...dividendCalendarQuery(account), enabled: useSignedIn() });
}

export function useIncome(account: AccountScope) {
  return useQuery({ ...incomeQuery(account), enabled: useSignedIn() });
}
