import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { INDEX_FUNDS } from '#shared/platform/symbols.ts';
import type { MarketOverview } from '#shared/market-data/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useLatestQuote } from '../../lib/market-queries.ts';
import { marketOverviewQuery } from './api.ts';
import { MoverList, moverRowClass } from './MoverList.tsx';

type IndexRow = MarketOverview['indices'][number];

function IndexQuoteRow({ row }: { row: IndexRow }) {
  const result = useLatestQuote(row.symbol, row.result);
  return (
    <li>
      <Link to={`/stock/${row.symbol}`} className={moverRowClass} title={row.tracks}>
        <span className="min-w-0">
          {/* What the row really is, the fund beside the index it follows (decision 025); it
              wraps rather than truncates, so the fund's symbol stays in sight. */}
          <span className="block font-medium">
            {row.name} <span className="whitespace-nowrap">· {row.symbol}</span>
          </span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
            {row.tracks}
          </span>
        </span>
        {result?.quote ? (
          <span className="flex flex-col items-end text-sm">
            <LivePrice result={result} className="font-medium" />
            <PriceChange percent={result.quote.changePercent} className="text-xs" />
          </span>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-400">Data unavailable</span>
        )}
      </Link>
    </li>
  );
}

export function MarketOverviewCard() {
  const overview = useQuery(marketOverviewQuery());
  const data = overview.data;
  useLiveQuotes(
    data ? [...data.indices, ...data.gainers, ...data.losers].map((entry) => entry.symbol) : [],
  );

  return (
    <Card title="Market Overview">
      {overview.isPending ? (
        <ul aria-label="Loading market overview" aria-busy="true">
          {INDEX_FUNDS.map((fund) => (
            <li key={fund.symbol} className="flex items-center justify-between px-2 py-2">
              <Skeleton className="h-9 w-32" />
              <Skeleton className="h-9 w-20" />
            </li>
          ))}
        </ul>
      ) : overview.isError ? (
        <ErrorState
          message="Failed to load market overview"
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <ul aria-label="Indices">
            {data?.indices.map((row) => (
              <IndexQuoteRow key={row.symbol} row={row} />
            ))}
          </ul>
          <div className="grid gap-4 border-t border-slate-200 pt-3 sm:grid-cols-2 lg:grid-cols-1 dark:border-slate-800">
            <MoverList title="Top Gainers" movers={data?.gainers ?? []} />
            <MoverList title="Top Losers" movers={data?.losers ?? []} />
          </div>
        </div>
      )}
    </Card>
  );
}
