import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { NEWS_ITEMS_SHOWN } from '../../../shared/constants.ts';
import { formatRelativeTime } from '../../../shared/format.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { marketStatusQuery } from '../../lib/market-queries.ts';
import { marketNewsQuery } from './api.ts';

export function MarketNewsCard() {
  const news = useQuery(marketNewsQuery());
  // SPEC §2: 'View all news' opens the data provider's news page, which the server names.
  const newsPageUrl = useQuery(marketStatusQuery()).data?.newsPageUrl;

  return (
    <Card
      title="Market News"
      action={
        newsPageUrl && (
          <a
            href={newsPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            View all news
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )
      }
    >
      {news.isPending ? (
        <ul aria-label="Loading news" aria-busy="true" className="space-y-4">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="flex gap-3">
              <Skeleton className="size-16 shrink-0" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : news.isError ? (
        <ErrorState message="Failed to load market news" onRetry={() => void news.refetch()} />
      ) : news.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No data available</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {news.data.items.slice(0, NEWS_ITEMS_SHOWN).map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <a
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex gap-3"
              >
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    loading="lazy"
                    referrerPolicy="no-referrer"
                    // A dead image link leaves no broken-image icon behind.
                    onError={(event) => {
                      event.currentTarget.hidden = true;
                    }}
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
                  />
                )}
                <span className="min-w-0">
                  <span className="line-clamp-2 font-medium group-hover:underline">
                    {item.headline}
                  </span>
                  {item.summary && (
                    <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600 dark:text-slate-400">
                      {item.summary}
                    </span>
                  )}
                  <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                    {item.source} ·{' '}
                    <time dateTime={item.datetime}>{formatRelativeTime(item.datetime)}</time>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
