import { useState } from 'react';
import { TIMEFRAMES, type Timeframe } from '../../../shared/constants.ts';
import { FALLBACK_SYMBOLS, WATCHED_STOCKS } from '../../../shared/symbols.ts';
import { PriceChart } from '../../components/charts/PriceChart.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { MarketNewsCard } from './MarketNewsCard.tsx';
import { MarketOverviewCard } from './MarketOverviewCard.tsx';
import { WatchlistCard } from './WatchlistCard.tsx';

const nameOf = (symbol: string) =>
  WATCHED_STOCKS.find((stock) => stock.symbol === symbol)?.name ?? symbol;

const popularStocks = FALLBACK_SYMBOLS.map((symbol) => ({ symbol, name: nameOf(symbol) }));

/** Visitors' dashboard; the signed-in greeting and cards arrive with accounts. */
export function DashboardPage() {
  const [timeframe, setTimeframe] = useState<Timeframe>('1M');
  return (
    <>
      <PageHeader title="Market Dashboard" />
      <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
        <div className="space-y-4 lg:col-span-2 lg:space-y-6">
          <Card title="Market Performance · S&P 500 (SPY)">
            <PriceChart
              symbol="SPY"
              timeframe={timeframe}
              timeframes={TIMEFRAMES}
              onTimeframeChange={setTimeframe}
            />
          </Card>
          <MarketNewsCard />
        </div>
        <div className="space-y-4 lg:space-y-6">
          <MarketOverviewCard />
          <WatchlistCard title="Popular Stocks" rows={popularStocks} />
        </div>
      </div>
    </>
  );
}
