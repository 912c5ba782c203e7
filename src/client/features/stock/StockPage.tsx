import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TIMEFRAMES, type Timeframe } from '../../../shared/constants.ts';
import { symbolSchema } from '../../../shared/symbols.ts';
import { PriceChart } from '../../components/charts/PriceChart.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { marketStatusQuery, quoteQuery } from '../../lib/market-queries.ts';
import { AboutCard } from './AboutCard.tsx';
import { profileQuery, statsQuery } from './api.ts';
import { KeyStatisticsCard } from './KeyStatisticsCard.tsx';
import { RelatedStocksCard } from './RelatedStocksCard.tsx';
import { UserStockActions } from './UserStockActions.tsx';
import { useSession } from '../../lib/session.ts';

function NotAvailable() {
  const navigate = useNavigate();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-8">
      <h2 className="text-lg font-semibold">Stock Data Not Available</h2>
      <Button
        onClick={() => {
          if (window.history.length > 1) void navigate(-1);
          else void navigate('/');
        }}
      >
        Go Back
      </Button>
    </div>
  );
}

export function StockPage() {
  const raw = useParams().symbol ?? '';
  const parsed = symbolSchema.safeParse(raw);
  const symbol = parsed.success ? parsed.data : raw.toUpperCase();
  return (
    <>
      <PageHeader title={symbol} />
      {parsed.success ? <StockDetails key={symbol} symbol={symbol} /> : <NotAvailable />}
    </>
  );
}

function StockDetails({ symbol }: { symbol: string }) {
  const [timeframe, setTimeframe] = useState<Timeframe>('1M');
  const quote = useQuery(quoteQuery(symbol));
  const profile = useQuery(profileQuery(symbol));
  const stats = useQuery(statsQuery(symbol));
  const status = useQuery(marketStatusQuery());
  const signedIn = useSession().status === 'signed-in';
  useLiveQuotes([symbol]);

  if (quote.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading stock data" className="space-y-4">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const result = quote.data;
  if (quote.isError || !result?.quote) return <NotAvailable />;
  const company = profile.data?.profile;
  const subtitle = [company?.exchange, company?.industry].filter(Boolean).join(' · ');

  return (
    <div className="space-y-4 lg:space-y-6">
      <div className="-mt-4">
        {company && <p className="text-lg font-medium">{company.name}</p>}
        {subtitle && <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-3xl font-semibold">
            <LivePrice result={result} />
          </span>
          <PriceChange
            percent={result.quote.changePercent}
            change={result.quote.change}
            className="text-lg"
          />
          {status.data && (
            <Badge tone={status.data.isOpen ? 'gain' : 'neutral'}>
              {status.data.isOpen ? 'Market Open' : 'Closed'}
            </Badge>
          )}
        </div>
        {signedIn && (
          <div className="mt-4">
            <UserStockActions
              symbol={symbol}
              name={company?.name ?? null}
              price={result.quote.price}
            />
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-3 lg:gap-6">
        <div className="space-y-4 lg:col-span-2 lg:space-y-6">
          <Card title="Price History">
            <PriceChart
              symbol={symbol}
              timeframe={timeframe}
              timeframes={TIMEFRAMES}
              onTimeframeChange={setTimeframe}
            />
          </Card>
          <KeyStatisticsCard quote={result.quote} stats={stats.data} />
        </div>
        <div className="space-y-4 lg:space-y-6">
          <AboutCard profile={profile} />
          <RelatedStocksCard symbol={symbol} />
        </div>
      </div>
    </div>
  );
}
