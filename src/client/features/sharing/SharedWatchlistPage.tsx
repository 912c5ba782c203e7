import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '#shared/platform/format.ts';
import { shareTokenSchema } from '#shared/sharing/sharing.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLatestQuotes } from '../../lib/market-queries.ts';
import { Link, useParams } from '../../lib/routing.tsx';
import { sharedWatchlistQuery } from './api.ts';

function NoLongerValid() {
  return (
    <>
      <PageHeader title="Shared watchlist" />
      <p role="alert" className="text-sm">
        This link is no longer valid.
      </p>
    </>
  );
}

/** /shared/:token: a watchlist someone shared, read-only, for anyone with the link. */
export function SharedWatchlistPage() {
  const token = shareTokenSchema.safeParse(useParams().token ?? '');
  return token.success ? <SharedList token={token.data} /> : <NoLongerValid />;
}

function SharedList({ token }: { token: string }) {
  const shared = useQuery(sharedWatchlistQuery(token));
  if (shared.isPending) {
    return (
      <>
        <PageHeader title="Shared watchlist" />
        <Skeleton className="h-24" />
      </>
    );
  }
  if (shared.isError) {
    // A refusal means the link itself is bad; no answer at all is worth another try.
    const refused =
      shared.error instanceof ApiRequestError &&
      shared.error.status >= 400 &&
      shared.error.status < 500;
    if (refused) return <NoLongerValid />;
    return (
      <ErrorState
        message="Could not load this watchlist. Please try again."
        onRetry={() => void shared.refetch()}
      />
    );
  }
  const { name, symbols } = shared.data;
  return (
    <>
      <PageHeader title={name}>A watchlist shared with you (read-only).</PageHeader>
      <Card title={`${symbols.length} ${symbols.length === 1 ? 'symbol' : 'symbols'}`}>
        {symbols.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">This watchlist is empty.</p>
        ) : (
          <SymbolPrices symbols={symbols} />
        )}
      </Card>
    </>
  );
}

function SymbolPrices({ symbols }: { symbols: string[] }) {
  const quotes = useLatestQuotes(symbols);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {symbols.map((symbol) => {
        const price = quotes.get(symbol)?.quote?.price;
        return (
          <li key={symbol} className="flex items-center justify-between py-2 text-sm">
            <Link
              to={`/stock/${symbol}`}
              className="font-medium text-emerald-800 underline dark:text-emerald-300"
            >
              {symbol}
            </Link>
            <span className="tabular-nums">
              {price === undefined
                ? quotes.has(symbol)
                  ? 'Data unavailable'
                  : '…'
                : formatUsd(price)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
