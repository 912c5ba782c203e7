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
import type { Sort, SortKey, WatchlistRow } from './watchlist-rows.ts';

const COLUMNS: Array<{ key: SortKey; label: string; className?: string }> = [
  { key: 'symbol', label: 'Symbol' },
  { key: 'price', label: 'Price', className: 'text-right' },
  { key: 'change', label: 'Change', className: 'text-right' },
  { key: 'changePercent', label: 'Change %', className: 'text-right' },
  { key: 'dayRange', label: 'Day range' },
  { key: 'week52', label: '52-week range' },
  { key: 'marketCap', label: 'Market cap', className: 'text-right' },
  { key: 'trend', label: '1 month' },
];

const none = '—';

/** The list as a table with sortable headers (640 px and wider). */
export function WatchlistTable({
  rows,
  sort,
  onSort,
  handlers,
}: {
  rows: readonly WatchlistRow[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  handlers: RowHandlers;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-slate-600 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sort.key === column.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'
                }
                // Headers may wrap ('52-week / range'): every column and the row's buttons fit at 1280 px.
                className={`px-1.5 py-2 align-bottom font-medium ${column.className ?? ''}`}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className={`hover:underline ${column.className ?? 'text-left'}`}
                >
                  {column.label}
                  <span aria-hidden="true">
                    {sort.key === column.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col" className="px-1.5 py-2 align-bottom font-medium">
              Note
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.symbol} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-1.5 py-2">
                <Link to={`/stock/${row.symbol}`} className="font-semibold hover:underline">
                  {row.symbol}
                </Link>
                <div
                  title={row.name ?? undefined}
                  className="max-w-28 truncate text-xs text-slate-600 dark:text-slate-400"
                >
                  {row.name ?? ''}
                </div>
              </td>
              <td className="px-1.5 py-2 text-right tabular-nums">
                {row.price !== null ? formatPrice(row.price, row.currency) : none}
              </td>
              <td
                className={`px-1.5 py-2 text-right tabular-nums ${directionClass(row.change ?? 0)}`}
              >
                {row.change !== null ? formatSignedPriceChange(row.change, row.currency) : none}
              </td>
              <td
                className={`px-1.5 py-2 text-right tabular-nums ${directionClass(row.changePercent ?? 0)}`}
              >
                {row.changePercent !== null ? formatPercent(row.changePercent) : none}
              </td>
              <td className="px-1.5 py-2">
                <RangeBar
                  label="Day range"
                  low={row.dayLow}
                  high={row.dayHigh}
                  price={row.price}
                  currency={row.currency}
                />
              </td>
              <td className="px-1.5 py-2">
                <RangeBar
                  label="52-week range"
                  low={row.week52Low}
                  high={row.week52High}
                  price={row.price}
                  currency={row.currency}
                />
              </td>
              <td className="px-1.5 py-2 text-right tabular-nums">
                {row.marketCap !== null
                  ? formatCompactFromMillions(row.marketCap, row.currency)
                  : none}
              </td>
              <td className="px-1.5 py-2">
                <Sparkline closes={row.trend} />
              </td>
              <td className="px-1.5 py-2">
                <NoteField
                  symbol={row.symbol}
                  note={row.note}
                  onSave={(note) => handlers.onNote(row.symbol, note)}
                />
              </td>
              <td className="px-1.5 py-2">
                <RowActions symbol={row.symbol} handlers={handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
