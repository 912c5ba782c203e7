import { HOLDING_SORT_LABELS, type HoldingSort, type HoldingSortKey } from './holdings-sort.ts';

// The holdings table's head: every figure column sorts by its first figure; the one below it
// (name, average cost, day, weight, percent, realized) is named in the header's second line.

export const HOLDING_COLUMNS: { key: HoldingSortKey; below?: string }[] = [
  { key: 'symbol', below: 'Name' },
  { key: 'quantity', below: 'Avg Price' },
  { key: 'price', below: 'Day' },
  { key: 'marketValue', below: 'Weight' },
  { key: 'costBasis' },
  { key: 'unrealizedGain', below: '%' },
  { key: 'dividends', below: 'Realized' },
  { key: 'totalReturn' },
];

export function HoldingsHeader({
  sort,
  onSort,
}: {
  sort: HoldingSort;
  onSort: (key: HoldingSortKey) => void;
}) {
  return (
    <thead className="text-left text-slate-600 dark:text-slate-400">
      <tr>
        <th scope="col" className="w-8 px-1 py-2">
          <span className="sr-only">Lots</span>
        </th>
        {HOLDING_COLUMNS.map((column) => (
          <th
            key={column.key}
            scope="col"
            aria-sort={
              sort.key === column.key ? (sort.ascending ? 'ascending' : 'descending') : 'none'
            }
            className="px-1.5 py-2 align-bottom font-medium"
          >
            <button
              type="button"
              onClick={() => onSort(column.key)}
              className="text-left hover:underline"
            >
              {HOLDING_SORT_LABELS[column.key]}
              <span aria-hidden="true">
                {sort.key === column.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
              </span>
            </button>
            {column.below && <span className="block text-xs font-normal">{column.below}</span>}
          </th>
        ))}
        <th scope="col" className="px-1.5 py-2">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
