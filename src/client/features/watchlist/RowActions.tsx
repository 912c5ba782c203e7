import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WatchlistList } from '#shared/watchlist/watchlist.ts';
import { MoveCopyButton } from './MoveCopyButton.tsx';

export interface RowHandlers {
  /** Lists other than the one shown (move/copy targets). */
  others: readonly WatchlistList[];
  listName: string;
  rowAction?: ((symbol: string) => ReactNode) | undefined;
  onRemove: (symbol: string) => void;
  onTransfer: (symbol: string, kind: 'move' | 'copy', toListId: string) => void;
  onNote: (symbol: string, note: string) => void;
}

/** A row's buttons, always visible: touch and keyboard users have no hover. */
export function RowActions({ symbol, handlers }: { symbol: string; handlers: RowHandlers }) {
  return (
    <div className="flex items-center justify-end gap-0.5 whitespace-nowrap">
      {handlers.rowAction?.(symbol)}
      <MoveCopyButton
        symbol={symbol}
        others={handlers.others}
        onTransfer={(kind, to) => handlers.onTransfer(symbol, kind, to)}
      />
      <button
        type="button"
        aria-label={`Remove ${symbol} from ${handlers.listName}`}
        onClick={() => handlers.onRemove(symbol)}
        className="rounded-md p-1.5 text-slate-600 hover:bg-red-50 hover:text-red-700 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-400"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
