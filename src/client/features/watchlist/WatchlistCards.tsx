import { Link } from '../../lib/routing.tsx';
import {
  formatCompactFromMillions,
  formatPercent,
  formatSignedPriceChange,
  formatPrice,
} from '#shared/platform/format.ts';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { NoteField } from './NoteField.tsx';
import { RangeBar } from './RangeBar.tsx';
import { RowActions, type RowHandlers } from './RowActions.tsx';
import { Sparkline } from './Sparkline.tsx';
import type { WatchlistRow } from './watchlist-rows.ts';

/** The list as cards below 640 px: every figure readable, nothing scrolls sideways. */
export function WatchlistCards({
  rows,
  handlers,
}: {
  rows: readonly WatchlistRow[];
  handlers: RowHandlers;
}) {
  return (
    <ul aria-label={`${handlers.listName} stocks`} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row.symbol}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={`/stock/${row.symbol}`} className="font-semibold hover:underline">
                {row.symbol}
              </Link>
              <div className="truncate text-xs text-slate-600 dark:text-slate-400">
                {row.name ?? ''}
              </div>
            </div>
            <div className="text-right tabular-nums">
              <div className="font-medium">
                {row.price !== null ? formatPrice(row.price, row.currency) : '—'}
              </div>
              <div className={`text-xs ${directionClass(row.changePercent ?? 0)}`}>
                {row.change !== null ? formatSignedPriceChange(row.change, row.currency) : '—'} (
                {row.changePercent !== null ? formatPercent(row.changePercent) : '—'})
              </div>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Day range</dt>
              <dd>
                <RangeBar
                  label="Day range"
                  low={row.dayLow}
                  high={row.dayHigh}
                  price={row.price}
                  currency={row.currency}
                />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">52-week range</dt>
              <dd>
                <RangeBar
                  label="52-week range"
                  low={row.week52Low}
                  high={row.week52High}
                  price={row.price}
                  currency={row.currency}
                />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Market cap</dt>
              <dd className="tabular-nums">
                {row.marketCap !== null
                  ? formatCompactFromMillions(row.marketCap, row.currency)
                  : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">1 month</dt>
              <dd>
                <Sparkline closes={row.trend} />
              </dd>
            </div>
          </dl>
          <div className="mt-2 flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <NoteField
                symbol={row.symbol}
                note={row.note}
                onSave={(note) => handlers.onNote(row.symbol, note)}
              />
            </div>
            <RowActions symbol={row.symbol} handlers={handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
