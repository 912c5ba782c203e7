import { queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { RealizedCsvFormat } from '#shared/portfolio/portfolio-tax.ts';
import { apiGet } from '../../lib/api-client.ts';
import { USER_DATA_FRESH_MS } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { portfolioKey } from './keys.ts';

// Realized gains by tax year (docs/decisions/089). Under portfolioKey: a write to the ledger
// refetches it like holdings.

/** `year` null: the latest year with a sale. */
export const realizedQuery = (year: number | null) =>
  queryOptions({
    queryKey: [...portfolioKey, 'realized', year],
    queryFn: ({ signal }) =>
      apiGet(portfolioContract.realizedGains, {
        query: year === null ? {} : { year },
        signal,
      }),
    staleTime: USER_DATA_FRESH_MS,
  });

export function useRealized(year: number | null) {
  const signedIn = useSession().status === 'signed-in';
  return useQuery({ ...realizedQuery(year), enabled: signedIn });
}

/** The report's CSV download (the server names the file). */
export const realizedCsvHref = (year: number, format: RealizedCsvFormat) =>
  `${portfolioContract.realizedGainsCsv.path}?${new URLSearchParams({ year: String(year), format })}`;
