import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { INDEX_FUNDS } from '../../../shared/symbols.ts';
import type { MarketOverview, QuoteResult } from '../../../shared/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useLatestQuote } from '../../lib/market-queries.ts';
import { marketOverviewQuery } from './api.ts';

type IndexRow = MarketOverview['indices'][number];
type Mover = MarketOverview['gainers'][number];

const rowClass =
  'flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60';

function IndexQuoteRow({ row }: { row: IndexRow }) {
  const result = useLatestQuote(row.symbol, row.result);
  return (
    <li>
      <Link to={`/stock/${row.symbol}`} className={rowClass} title={row.tracks}>
        <span className="min-w-0">
          <span className="block truncate font-medium">{row.name}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{row.symbol}</span>
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

function MoverRow({ mover }: { mover: Mover }) {
  const fromList: QuoteResult = { symbol: mover.symbol, quote: mover.quote, freshness: null };
  const result = useLatestQuote(mover.symbol, fromList) ?? fromList;
  return (
    <li>
      <Link to={`/stock/${mover.symbol}`} className={rowClass}>
        <span className="min-w-0">
          <span className="block font-medium">{mover.symbol}</span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
            {mover.name}
          </span>
        </span>
        {result.quote && (
          <span className="flex flex-col items-end text-sm">
            <LivePrice result={result} />
            <PriceChange percent={result.quote.changePercent} className="text-xs" />
          </span>
        )}
      </Link>
    </li>
  );
}

function MoverList({ title, movers }: { title: string; movers: Mover[] }) {
  return (
    <div>
      <h3 className="mb-1 px-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {title}
      </h3>
      {movers.length === 0 ? (
        <p className="px-2 py-2 text-sm text-slate-600 dark:text-slate-400">No data available</p>
      ) : (
        <ul>
          {movers.map((mover) => (
            <MoverRow key={mover.symbol} mover={mover} />
          ))}
        </ul>
      )}
    </div>
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
