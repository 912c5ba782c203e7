import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from '#client/lib/routing.tsx';
import { TIMEFRAMES, type Timeframe } from '#shared/platform/constants.ts';
import { formatExchange } from '#shared/platform/format.ts';
import { symbolSchema } from '#shared/platform/symbols.ts';
import { PriceChart } from '#client/components/charts/PriceChart.tsx';
import { Button } from '#client/components/ui/Button.tsx';
import { Card } from '#client/components/ui/Card.tsx';
import { NotSavedOffline } from '#client/components/ui/ErrorState.tsx';
import { useOnline } from '#client/lib/pwa/offline-status.ts';
import { LivePrice } from '#client/components/ui/LivePrice.tsx';
import { PageHeader } from '#client/components/ui/PageHeader.tsx';
import { PriceChange } from '#client/components/ui/PriceChange.tsx';
import { Skeleton } from '#client/components/ui/Skeleton.tsx';
import { useLiveQuotes } from '#client/lib/live-stream-react.tsx';
import { marketStatusQuery, quoteQuery } from '#client/lib/market-queries.ts';
import { AboutCard } from '#client/features/market-data/AboutCard.tsx';
import { CompanyNewsCard } from '#client/features/market-data/CompanyNewsCard.tsx';
import { fundamentalsQuery, statsQuery } from '#client/features/market-data/api.ts';
import { profileQuery } from '#client/lib/market-queries.ts';
import { KeyStatisticsCard } from '#client/features/market-data/KeyStatisticsCard.tsx';
import { RelatedStocksCard } from '#client/features/market-data/RelatedStocksCard.tsx';
import { useSession } from '#client/lib/session.ts';
import { SessionBadge } from './SessionBadge.tsx';

// Watchlist/portfolio buttons (and their decimal maths) load only for signed-in users.
const UserStockActions = lazy(async () => ({
  default: (await import('./UserStockActions.tsx')).UserStockActions,
}));

/** SPEC's 'Stock Data Not Available', saying whether the symbol is unknown or the load failed. */
function NotAvailable({ symbol, failed = false }: { symbol: string; failed?: boolean }) {
  const navigate = useNavigate();
  return (
    <div
      role="alert"
      className="mx-auto mt-4 flex max-w-md flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <SearchX aria-hidden="true" className="size-10 text-slate-400 dark:text-slate-500" />
      <h2 className="text-lg font-semibold">Stock Data Not Available</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {failed
          ? `The market data for ${symbol} could not be loaded just now. Please try again later.`
          : `There is no market data for “${symbol}”. Check the symbol, or search for the company by name.`}
      </p>
      <Button
        onClick={() => {
          if (window.history.length > 1) window.history.back();
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
      {parsed.success ? (
        <StockDetails key={symbol} symbol={symbol} />
      ) : (
        <NotAvailable symbol={symbol} />
      )}
    </>
  );
}

function StockDetails({ symbol }: { symbol: string }) {
  const [timeframe, setTimeframe] = useState<Timeframe>('1M');
  const online = useOnline();
  const quote = useQuery(quoteQuery(symbol));
  const profile = useQuery(profileQuery(symbol));
  const stats = useQuery(statsQuery(symbol));
  const fundamentals = useQuery(fundamentalsQuery(symbol));
  const status = useQuery(marketStatusQuery());
  const signedIn = useSession().status === 'signed-in';
  useLiveQuotes([symbol]);

  if (quote.isPending) {
    return (
      // Its own key: were React to turn this element into the page's (same tag, same place),
      // Chrome would count the page's wider content, drawn from the same node, as a layout shift.
      <div key="loading" aria-busy="true" aria-label="Loading stock data" className="space-y-4">
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  const result = quote.data;
  if (quote.isError && !online) return <NotSavedOffline onRetry={() => void quote.refetch()} />;
  if (quote.isError || !result?.quote)
    return <NotAvailable symbol={symbol} failed={quote.isError} />;
  const company = profile.data?.profile;
  const exchange = company?.exchange ? formatExchange(company.exchange) : null;
  const subtitle = [exchange, company?.industry].filter(Boolean).join(' · ');

  return (
    <div className="space-y-4 lg:space-y-6">
      <div className="-mt-4">
        {profile.isPending ? (
          // Holds the two lines the profile fills, so the price below does not jump.
          <div className="flex h-12 flex-col justify-center gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        ) : (
          <>
            {company && <p className="text-lg font-medium">{company.name}</p>}
            {subtitle && <p className="text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
          </>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-3xl font-semibold">
            <LivePrice result={result} />
          </span>
          <PriceChange
            percent={result.quote.changePercent}
            change={result.quote.change}
            currency={result.quote.currency}
            className="text-lg"
          />
          <SessionBadge quote={result.quote} status={status} />
        </div>
        {signedIn && (
          <div className="mt-4 min-h-10">
            <Suspense fallback={null}>
              <UserStockActions
                symbol={symbol}
                name={company?.name ?? null}
                price={result.quote.price}
                week52={
                  stats.data ? { high: stats.data.week52High, low: stats.data.week52Low } : null
                }
              />
            </Suspense>
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
              currency={result.quote.currency}
            />
          </Card>
          <KeyStatisticsCard quote={result.quote} stats={stats.data} fundamentals={fundamentals} />
          <CompanyNewsCard symbol={symbol} />
        </div>
        <div className="space-y-4 lg:space-y-6">
          <AboutCard symbol={symbol} profile={profile} fund={fundamentals.data?.kind === 'fund'} />
          <RelatedStocksCard symbol={symbol} />
        </div>
      </div>
    </div>
  );
}
