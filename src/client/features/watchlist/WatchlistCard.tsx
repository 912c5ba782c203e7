import { X } from 'lucide-react';
import { Link } from '../../lib/routing.tsx';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card.tsx';

export interface WatchlistCardRow {
  symbol: string;
  name: string;
  /** Price and change; absent for the visitors' 'Popular Stocks' (SPEC: shown without prices). */
  price?: ReactNode;
  /** Signed in: removes the symbol from the watchlist (button shown on hover and focus). */
  onRemove?: () => void;
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
            <li key={row.symbol} className="group relative">
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
                <span className={row.onRemove ? 'pr-9' : undefined}>{row.price}</span>
              </Link>
              {row.onRemove && (
                <button
                  type="button"
                  aria-label={`Remove ${row.symbol} from watchlist`}
                  onClick={row.onRemove}
                  className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-1.5 text-slate-600 opacity-0 group-hover:opacity-100 pointer-coarse:opacity-100 hover:bg-red-50 hover:text-red-700 focus-visible:opacity-100 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-400"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
