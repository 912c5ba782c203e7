import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { formatPercent, formatUsd } from '../../../shared/format.ts';
import { Card } from '../../components/ui/Card.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useCompanyNames, useLatestQuotes } from '../../lib/market-queries.ts';
import { useSession } from '../../lib/session.ts';
import { useWatchlist, useWatchlistToggle } from './api.ts';

type SortKey = 'symbol' | 'price' | 'change';

/**
 * The full watchlist, sortable by symbol, price and change, live. `rowAction`: more buttons for
 * a row, given by the screen that composes this page with another feature (alerts).
 */
export function WatchlistPage({ rowAction }: { rowAction?: (symbol: string) => ReactNode } = {}) {
  const session = useSession();
  const watchlist = useWatchlist();
  const toggle = useWatchlistToggle();
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'symbol',
    ascending: true,
  });
  const symbols = watchlist.data?.watchlist ?? [];
  useLiveQuotes(symbols);
  const quotes = useLatestQuotes(symbols);
  const names = useCompanyNames(symbols);
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;

  const rows = symbols.map((symbol) => ({ symbol, quote: quotes.get(symbol)?.quote ?? null }));
  const value = (row: (typeof rows)[number]) =>
    sort.key === 'price'
      ? (row.quote?.price ?? -Infinity)
      : (row.quote?.changePercent ?? -Infinity);
  rows.sort((a, b) => {
    const order = sort.key === 'symbol' ? a.symbol.localeCompare(b.symbol) : value(a) - value(b);
    return sort.ascending ? order : -order;
  });
  const header = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
      className="px-2 py-2 font-medium"
    >
      <button
        type="button"
        onClick={() => setSort({ key, ascending: sort.key === key ? !sort.ascending : true })}
      >
        {label}
        {sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );

  return (
    <>
      <PageHeader title="Watchlist" />
      <Card title="Your Watchlist">
        {symbols.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Add stocks to your watchlist by searching or viewing stock details.
          </p>
        ) : (
          <div
            // relative: the header's sr-only text is absolutely placed and must scroll with
            // the table, not widen the page on phones.
            className="relative overflow-x-auto"
          >
            <table className="w-full text-sm">
              <thead className="text-left text-slate-600 dark:text-slate-400">
                <tr>
                  {header('symbol', 'Symbol')}
                  <th scope="col" className="hidden px-2 py-2 font-medium sm:table-cell">
                    Name
                  </th>
                  {header('price', 'Price')}
                  {header('change', 'Change')}
                  <th scope="col">
                    <span className="sr-only">{rowAction ? 'Actions' : 'Remove'}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.symbol}
                    className="group border-t border-slate-200 dark:border-slate-800"
                  >
                    <td className="px-2 py-2 font-medium">
                      <Link to={`/stock/${row.symbol}`} className="hover:underline">
                        {row.symbol}
                      </Link>
                    </td>
                    <td className="hidden px-2 py-2 sm:table-cell">{names[row.symbol] ?? ''}</td>
                    <td className="px-2 py-2 tabular-nums">
                      {row.quote ? formatUsd(row.quote.price) : '—'}
                    </td>
                    <td
                      className={`px-2 py-2 tabular-nums ${directionClass(row.quote?.changePercent ?? 0)}`}
                    >
                      {row.quote?.changePercent != null
                        ? formatPercent(row.quote.changePercent)
                        : '—'}
                    </td>
                    <td className="px-2 py-2 text-right whitespace-nowrap">
                      {rowAction?.(row.symbol)}
                      <button
                        type="button"
                        aria-label={`Remove ${row.symbol} from watchlist`}
                        onClick={() => toggle.mutate({ symbol: row.symbol, watched: false })}
                        className="rounded-md p-1.5 opacity-0 group-hover:opacity-100 pointer-coarse:opacity-100 hover:text-red-700 focus-visible:opacity-100"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
