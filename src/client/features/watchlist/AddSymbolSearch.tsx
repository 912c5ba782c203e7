import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/platform/constants.ts';
import { stockSearchQuery } from '../../lib/market-queries.ts';

// The add-position dialog's provider debounce (SPEC: 500 ms).
const DEBOUNCE_MS = SEARCH_DEBOUNCE_MS.addPositionDialog;
const RESULTS = 6;

/** Adds a symbol to the list shown, from a search on the page itself. */
export function AddSymbolSearch({
  listName,
  onAdd,
}: {
  listName: string;
  onAdd: (symbol: string) => void;
}) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  const inputId = useId();
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery(stockSearchQuery(debounced, RESULTS));
  const results = text.trim() && debounced === text ? (search.data ?? []) : [];
  const add = (symbol: string) => {
    onAdd(symbol);
    setText('');
    setDebounced('');
  };
  return (
    <div className="relative mb-4 w-full sm:max-w-sm">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Add a stock to {listName}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        placeholder="Symbol or company"
        value={text}
        aria-controls={listId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          const first = results[0];
          if (event.key === 'Enter' && first) {
            event.preventDefault();
            add(first.symbol);
          }
          if (event.key === 'Escape') setText('');
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <ul
        id={listId}
        aria-label="Search results"
        className={
          results.length > 0
            ? 'absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900'
            : 'hidden'
        }
      >
        {results.map((result) => (
          <li key={result.symbol}>
            <button
              type="button"
              onClick={() => add(result.symbol)}
              className="flex w-full items-baseline gap-2 px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
            >
              <span className="font-semibold">{result.symbol}</span>
              <span className="truncate text-slate-600 dark:text-slate-400">
                {result.description}
              </span>
              <span className="sr-only">: add to {listName}</span>
            </button>
          </li>
        ))}
      </ul>
      {text.trim() && debounced === text && search.isSuccess && results.length === 0 ? (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          No matching stocks.
        </p>
      ) : null}
    </div>
  );
}
