import { lazy, Suspense, useState } from 'react';
import { TIMEFRAMES, type Timeframe } from '#shared/platform/constants.ts';
import { FALLBACK_SYMBOLS, WATCHED_STOCKS } from '#shared/platform/symbols.ts';
import { PriceChart } from '#client/components/charts/PriceChart.tsx';
import { Card } from '#client/components/ui/Card.tsx';
import { PageHeader } from '#client/components/ui/PageHeader.tsx';
import { MarketNewsCard } from '#client/features/market-data/MarketNewsCard.tsx';
import { MarketOverviewCard } from '#client/features/market-data/MarketOverviewCard.tsx';
import { DASHBOARD_CHART } from '#client/lib/market-queries.ts';
import { useMe, useSession } from '#client/lib/session.ts';
import { WatchlistCard } from '#client/features/watchlist/WatchlistCard.tsx';
import { Skeleton } from '#client/components/ui/Skeleton.tsx';

// Signed-in cards (and the decimal maths they need) stay out of a visitor's first download.
const YourPortfolioCard = lazy(async () => ({
  default: (await import('#client/features/portfolio/YourPortfolioCard.tsx')).YourPortfolioCard,
}));
const YourWatchlistCard = lazy(async () => ({
  default: (await import('#client/features/watchlist/YourWatchlistCard.tsx')).YourWatchlistCard,
}));
const cardPlaceholder = <Skeleton className="h-48 w-full rounded-2xl" />;

const nameOf = (symbol: string) =>
  WATCHED_STOCKS.find((stock) => stock.symbol === symbol)?.name ?? symbol;

const popularStocks = FALLBACK_SYMBOLS.map((symbol) => ({ symbol, name: nameOf(symbol) }));

/** SPEC §2's dashboard: visitors see the market; signed-in users also their own cards. */
export function DashboardPage() {
  const [timeframe, setTimeframe] = useState<Timeframe>(DASHBOARD_CHART.timeframe);
  const signedIn = useSession().status === 'signed-in';
  const displayName = useMe().data?.displayName;
  return (
    <>
      <PageHeader
        title={signedIn ? `Welcome back, ${displayName || 'Investor'}` : 'Market Dashboard'}
        documentTitle={signedIn ? 'Dashboard' : undefined}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:gap-6">
        <div className="space-y-4 lg:col-span-2 lg:space-y-6">
          <Card title="Market Performance · S&P 500 (SPY)">
            <PriceChart
              symbol={DASHBOARD_CHART.symbol}
              timeframe={timeframe}
              timeframes={TIMEFRAMES}
              onTimeframeChange={setTimeframe}
            />
          </Card>
          <MarketNewsCard />
        </div>
        <div className="space-y-4 lg:space-y-6">
          {signedIn && (
            <Suspense fallback={cardPlaceholder}>
              <YourPortfolioCard />
            </Suspense>
          )}
          <MarketOverviewCard />
          {signedIn ? (
            <Suspense fallback={cardPlaceholder}>
              <YourWatchlistCard />
            </Suspense>
          ) : (
            <WatchlistCard title="Popular Stocks" rows={popularStocks} />
          )}
        </div>
      </div>
    </>
  );
}
