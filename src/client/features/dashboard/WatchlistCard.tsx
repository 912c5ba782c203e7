import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card.tsx';

export interface WatchlistCardRow {
  symbol: string;
  name: string;
  /** Price and change; absent for the visitors' 'Popular Stocks' (SPEC: shown without prices). */
  price?: ReactNode;
}

/**
 * SPEC §2's watchlist card. Visitors get 'Popular Stocks'; the signed-in screens pass
 * title 'Your Watchlist', priced rows and the empty hint.
 */
export function WatchlistCard({
  title,
  rows,
  emptyHint = 'Add stocks to your watchlist by searching or viewing stock details.',
}: {
  title: string;
  rows: WatchlistCardRow[];
  emptyHint?: string;
}) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{emptyHint}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.symbol}>
              <Link
                to={`/stock/${row.symbol}`}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{row.symbol}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {row.name}
                  </span>
                </span>
                {row.price}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
