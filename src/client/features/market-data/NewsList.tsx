import type { UseQueryResult } from '@tanstack/react-query';
import { NEWS_ITEMS_SHOWN } from '#shared/platform/constants.ts';
import { formatRelativeTime } from '#shared/platform/format.ts';
import { useNow } from '../../lib/now.tsx';
import type { NewsItem } from '#shared/market-data/market-data.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';

// One way to show news, for the market's (dashboard) and a company's (stock page): text only,
// links that the contract let through (http(s)), opened in a new tab without a referrer.

interface Props {
  news: UseQueryResult<{ items: NewsItem[] }>;
  /** Said when loading failed, with a 'Try again'. */
  failedMessage: string;
  /** Said when there is no item. */
  emptyMessage?: string;
  /** How many items at most (SPEC §9's five unless a page shows all news). */
  shown?: number;
}

export function NewsList({
  news,
  failedMessage,
  emptyMessage = 'No data available',
  shown = NEWS_ITEMS_SHOWN,
}: Props) {
  const now = useNow();
  return (
    <>
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
        <ErrorState message={failedMessage} onRetry={() => void news.refetch()} />
      ) : news.data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyMessage}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {news.data.items.slice(0, shown).map((item) => (
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
                    <time dateTime={item.datetime}>
                      {formatRelativeTime(item.datetime, new Date(now))}
                    </time>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
