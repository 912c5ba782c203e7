import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { WATCHLIST_MAX_LISTS, type WatchlistList } from '#shared/watchlist/watchlist.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { WatchlistsWrite } from './api.ts';
import { ListNameDialog } from './ListNameDialog.tsx';

type Dialogs = 'create' | 'rename' | 'delete' | null;

/**
 * The user's lists as buttons (a select on phones), and what can be done to the list shown:
 * rename, move left or right, delete. The first list stays first and cannot be deleted.
 */
export function ListTabs({
  lists,
  selected,
  onSelect,
  write,
}: {
  lists: readonly WatchlistList[];
  selected: WatchlistList;
  onSelect: (listId: string) => void;
  write: (change: WatchlistsWrite) => Promise<{ lists: WatchlistList[] }>;
}) {
  const [dialog, setDialog] = useState<Dialogs>(null);
  const selectId = useId();
  const index = lists.findIndex((list) => list.id === selected.id);
  const isFirst = index === 0;
  const ids = lists.map((list) => list.id);
  const swap = (other: number) => {
    const order = [...ids];
    [order[index], order[other]] = [order[other] ?? '', order[index] ?? ''];
    void write({ kind: 'reorder', ids: order }).catch(() => undefined);
  };
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const iconButton =
    'inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800';

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Watchlists" className="hidden flex-wrap gap-1 sm:flex">
        {lists.map((list) => (
          <button
            key={list.id}
            type="button"
            aria-pressed={list.id === selected.id}
            onClick={() => onSelect(list.id)}
            className={clsx(
              'rounded-full px-3 py-1.5 text-sm font-medium',
              list.id === selected.id
                ? 'bg-emerald-700 text-white'
                : 'bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
            )}
          >
            {list.name}
            <span className="sr-only"> ({list.items.length} stocks)</span>
          </button>
        ))}
      </div>
      <div className="w-full sm:hidden">
        <label htmlFor={selectId} className="sr-only">
          Watchlist
        </label>
        <select
          id={selectId}
          value={selected.id}
          onChange={(event) => onSelect(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium dark:border-slate-700 dark:bg-slate-900"
        >
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.items.length})
            </option>
          ))}
        </select>
      </div>
      <Button
        onClick={() => setDialog('create')}
        disabled={lists.length >= WATCHLIST_MAX_LISTS}
        title={
          lists.length >= WATCHLIST_MAX_LISTS ? `At most ${WATCHLIST_MAX_LISTS} lists` : undefined
        }
      >
        <Plus aria-hidden="true" className="size-4" /> New list
      </Button>
      <div
        className="flex flex-wrap items-center gap-1 sm:ml-auto"
        aria-label={`${selected.name}: list actions`}
        role="group"
      >
        <button type="button" className={iconButton} onClick={() => setDialog('rename')}>
          <Pencil aria-hidden="true" className="size-4" /> Rename
        </button>
        {isFirst ? null : (
          <>
            <button
              type="button"
              className={iconButton}
              disabled={index <= 1}
              onClick={() => swap(index - 1)}
              aria-label={`Move ${selected.name} left`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Move left
            </button>
            <button
              type="button"
              className={iconButton}
              disabled={index >= lists.length - 1}
              onClick={() => swap(index + 1)}
              aria-label={`Move ${selected.name} right`}
            >
              Move right <ChevronRight aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={clsx(
                iconButton,
                'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950',
              )}
              onClick={() => setDialog('delete')}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete list
            </button>
          </>
        )}
      </div>
      {dialog === 'create' || dialog === 'rename' ? (
        <ListNameDialogFor
          mode={dialog}
          selected={selected}
          onClose={close}
          write={write}
          onCreated={(created) => onSelect(created)}
        />
      ) : null}
      <Dialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete Watchlist"
        description={`Delete "${selected.name}" and the ${selected.items.length} stocks in it? This cannot be undone.`}
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button
            className="bg-red-700 text-white hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800"
            onClick={() => {
              setDialog(null);
              void write({ kind: 'delete', listId: selected.id })
                .then(() => onSelect(ids[0] ?? ''))
                .catch(() => undefined);
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ListNameDialogFor({
  mode,
  selected,
  onClose,
  write,
  onCreated,
}: {
  mode: 'create' | 'rename';
  selected: WatchlistList;
  onClose: (open: boolean) => void;
  write: (change: WatchlistsWrite) => Promise<{ lists: WatchlistList[] }>;
  onCreated: (listId: string) => void;
}) {
  return (
    <ListNameDialog
      open
      onOpenChange={onClose}
      title={mode === 'create' ? 'New watchlist' : `Rename ${selected.name}`}
      initial={mode === 'create' ? '' : selected.name}
      submitLabel={mode === 'create' ? 'Create' : 'Save'}
      onSubmit={async (name) => {
        if (mode === 'rename') return write({ kind: 'rename', listId: selected.id, name });
        const { lists } = await write({ kind: 'create', name });
        const created = lists.at(-1);
        if (created) onCreated(created.id);
      }}
    />
  );
}
