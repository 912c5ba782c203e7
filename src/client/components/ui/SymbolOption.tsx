import clsx from 'clsx';
import type { SymbolMatch } from '../../lib/symbol-index.ts';

interface Props {
  id: string;
  result: Pick<SymbolMatch, 'symbol' | 'name' | 'fund'>;
  active: boolean;
  onPick: () => void;
  className?: string;
}

/**
 * One row of a symbol search's listbox (the top bar's search, Add Position): ticker, name, an
 * ETF mark. Picked on mousedown, not click, so it comes before the search field loses focus.
 */
export function SymbolOption({ id, result, active, onPick, className }: Props) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => {
        event.preventDefault();
        onPick();
      }}
      className={clsx(
        'flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm',
        active ? 'bg-emerald-50 dark:bg-emerald-950' : 'hover:bg-slate-50 dark:hover:bg-slate-800',
        className,
      )}
    >
      <span className="w-16 shrink-0 font-semibold">{result.symbol}</span>
      <span className="min-w-0 flex-1 break-words text-slate-700 dark:text-slate-300">
        {result.name}
      </span>
      {result.fund && (
        <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          ETF
        </span>
      )}
    </li>
  );
}
