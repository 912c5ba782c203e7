import { MARKET_PROXIES } from '#shared/platform/symbols.ts';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { quotesQuery, useLatestQuotes } from '../../lib/market-queries.ts';
import { Link } from '../../lib/routing.tsx';

const SYMBOLS = MARKET_PROXIES.map((proxy) => proxy.symbol);

/** Bonds, gold and currencies, each through a fund that follows it (docs/decisions/072). */
export function MarketProxiesCard() {
  const quotes = useLatestQuotes(SYMBOLS);
  const batch = useQuery(quotesQuery(SYMBOLS));
  useLiveQuotes(SYMBOLS);
  if (batch.isError && quotes.size === 0) {
    return (
      <Card title="Bonds, gold and currencies">
        <ErrorState message="Failed to load stock data" onRetry={() => void batch.refetch()} />
      </Card>
    );
  }
  return (
    <Card title="Bonds, gold and currencies">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Through exchange-traded funds that follow each one: their prices, not the rates or spot
        prices themselves.
      </p>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {MARKET_PROXIES.map((proxy) => {
          const result = quotes.get(proxy.symbol);
          return (
            <li key={proxy.symbol} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium">{proxy.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {proxy.group} ·{' '}
                  <Link
                    to={`/stock/${proxy.symbol}`}
                    className="font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
                  >
                    {proxy.symbol}
                  </Link>
                </p>
              </div>
              {result?.quote ? (
                <span className="flex flex-col items-end text-sm">
                  <LivePrice result={result} />
                  <PriceChange percent={result.quote.changePercent} className="text-xs" />
                </span>
              ) : result ? (
                <span className="text-sm text-slate-600 dark:text-slate-400">Data unavailable</span>
              ) : (
                <Skeleton className="h-9 w-20" />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
