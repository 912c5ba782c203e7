import { useId } from 'react';
import type { RememberedSort } from '../../lib/remembered-sort.ts';

/**
 * A list's sort as one labelled select: every column of `columns` (key → its label, in the order
 * shown), each way (↑ ascending, ↓ descending). On a phone it stands in for a table's sortable
 * headers (the watchlist's cards, the holdings' cards).
 */
export function SortSelect<K extends string>({
  label,
  columns,
  sort,
  onSort,
}: {
  label: string;
  columns: Readonly<Record<K, string>>;
  sort: RememberedSort<K>;
  onSort: (sort: RememberedSort<K>) => void;
}) {
  const id = useId();
  const entries = Object.entries(columns) as [K, string][];
  return (
    <div className="mb-3 flex items-center gap-2 text-sm">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={`${sort.key}:${sort.ascending ? 'asc' : 'desc'}`}
        onChange={(event) => {
          const [key, direction] = event.target.value.split(':');
          const column = entries.find(([known]) => known === key);
          if (column) onSort({ key: column[0], ascending: direction === 'asc' });
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {entries.flatMap(([key, text]) => [
          <option key={`${key}:asc`} value={`${key}:asc`}>
            {text} ↑
          </option>,
          <option key={`${key}:desc`} value={`${key}:desc`}>
            {text} ↓
          </option>,
        ])}
      </select>
    </div>
  );
}
