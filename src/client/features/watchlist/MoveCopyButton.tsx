import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import type { WatchlistList } from '#shared/watchlist/watchlist.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';

/** Moves or copies a symbol to another of the user's lists. */
export function MoveCopyButton({
  symbol,
  others,
  onTransfer,
}: {
  symbol: string;
  /** The lists other than the one shown. */
  others: readonly WatchlistList[];
  onTransfer: (kind: 'move' | 'copy', toListId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const selectId = useId();
  if (others.length === 0) return null;
  const toListId = others.some((list) => list.id === target) ? target : (others[0]?.id ?? '');
  const transfer = (kind: 'move' | 'copy') => {
    onTransfer(kind, toListId);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        aria-label={`Move or copy ${symbol}`}
        title="Move or copy to another list"
        onClick={() => setOpen(true)}
        className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <ArrowRightLeft aria-hidden="true" className="size-4" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Move or copy ${symbol}`}>
        <label htmlFor={selectId} className="mt-4 block text-sm font-medium">
          To the list
        </label>
        <select
          id={selectId}
          value={toListId}
          onChange={(event) => setTarget(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {others.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button onClick={() => transfer('copy')}>Copy</Button>
          <Button variant="primary" onClick={() => transfer('move')}>
            Move
          </Button>
        </div>
      </Dialog>
    </>
  );
}
