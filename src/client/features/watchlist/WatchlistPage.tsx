import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { SortSelect } from '../../components/forms/SortSelect.tsx';
import { LoginRedirect } from '../../components/ui/LoginRedirect.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useSession } from '../../lib/session.ts';
import { useWatchlists, useWatchlistsWrite } from './api.ts';
import { AddSymbolSearch } from './AddSymbolSearch.tsx';
import { ListTabs } from './ListTabs.tsx';
import type { RowHandlers } from './RowActions.tsx';
import { useWatchlistRows } from './use-watchlist-rows.ts';
import { WatchlistCards } from './WatchlistCards.tsx';
import { WatchlistTable } from './WatchlistTable.tsx';
import { sortRows, type Sort, type SortKey } from './watchlist-rows.ts';
import { currentSort, DEFAULT_SORT, storeSort, subscribeSort } from './watchlist-sort.ts';

const SORT_LABELS: Record<SortKey, string> = {
  symbol: 'Symbol',
  price: 'Price',
  change: 'Change',
  changePercent: 'Change %',
  dayRange: 'Day range',
  week52: '52-week range',
  marketCap: 'Market cap',
  trend: '1 month',
};

/**
 * /watchlist: the user's named lists (docs/decisions/033), the one shown as a sortable table or,
 * on phones, as cards; live. `rowAction`: more buttons for a row, `listAction`: for the list
 * shown, given by the screen that composes this page with other features (alerts, sharing).
 */
export function WatchlistPage({
  rowAction,
  listAction,
}: {
  rowAction?: (symbol: string) => ReactNode;
  listAction?: (listId: string) => ReactNode;
} = {}) {
  const session = useSession();
  const watchlists = useWatchlists();
  const write = useWatchlistsWrite();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The sort chosen last on this device (the server's page has the default).
  const sort = useSyncExternalStore(subscribeSort, currentSort, () => DEFAULT_SORT);
  const setSort = (next: Sort) => storeSort(next);
  const lists = watchlists.data?.lists ?? [];
  const selected = lists.find((list) => list.id === selectedId) ?? lists[0];
  const rows = useWatchlistRows(selected?.items ?? []);
  if (session.status === 'signed-out') return <LoginRedirect />;

  const run = write.mutateAsync;
  const handlers: RowHandlers | null = selected
    ? {
        listName: selected.name,
        others: lists.filter((list) => list.id !== selected.id),
        rowAction,
        onRemove: (symbol) =>
          void run({ kind: 'remove', listId: selected.id, symbol }).catch(() => undefined),
        onNote: (symbol, note) =>
          void run({ kind: 'note', listId: selected.id, symbol, note }).catch(() => undefined),
        onTransfer: (symbol, kind, toListId) =>
          void run({ kind, listId: selected.id, symbol, toListId }).catch(() => undefined),
      }
    : null;
  const sorted = sortRows(rows, sort);
  const onSort = (key: SortKey) =>
    setSort({ key, ascending: sort.key === key ? !sort.ascending : true });

  return (
    <>
      <PageHeader title="Watchlist" />
      {!selected || !handlers ? (
        <Card title="Your Watchlist">
          <Skeleton className="h-24" />
        </Card>
      ) : (
        <Card title={selected.name} action={listAction?.(selected.id)}>
          <ListTabs lists={lists} selected={selected} onSelect={setSelectedId} write={run} />
          <AddSymbolSearch
            listName={selected.name}
            onAdd={(symbol) =>
              void run({ kind: 'add', listId: selected.id, symbol }).catch(() => undefined)
            }
          />
          {write.error ? (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
              {write.error.message}
            </p>
          ) : null}
          {selected.items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Add stocks to your watchlist by searching or viewing stock details.
            </p>
          ) : (
            <>
              <div className="hidden sm:block">
                <WatchlistTable rows={sorted} sort={sort} onSort={onSort} handlers={handlers} />
              </div>
              <div className="sm:hidden">
                <SortSelect label="Sort by" columns={SORT_LABELS} sort={sort} onSort={setSort} />
                <WatchlistCards rows={sorted} handlers={handlers} />
              </div>
            </>
          )}
        </Card>
      )}
    </>
  );
}
