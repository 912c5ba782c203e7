import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts';
import { stockSearchQuery } from '../../lib/market-queries.ts';

interface Draft {
  text: string;
  /** The text actually searched for: set after the debounce, or at once on Enter. */
  submitted: string;
  open: boolean;
  active: number;
  locationKey: string;
}

const emptyDraft = (locationKey: string): Draft => ({
  text: '',
  submitted: '',
  open: false,
  active: -1,
  locationKey,
});

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's stock search (ARIA combobox). Results come SPEC §9's 2000 ms after typing stops
 * at the latest; Enter searches at once. Its text belongs to the page it was typed on: a route
 * change clears it (derived from the location key, so no effect is needed).
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [stored, setDraft] = useState<Draft>(() => emptyDraft(location.key));
  const draft = stored.locationKey === location.key ? stored : emptyDraft(location.key);
  const update = (patch: Partial<Draft>) =>
    setDraft({ ...draft, ...patch, locationKey: location.key });

  const waiting = draft.text.trim() !== '' && draft.text.trim() !== draft.submitted.trim();
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => setDraft((current) => ({ ...current, submitted: current.text, active: -1 })),
      SEARCH_DEBOUNCE_MS.header,
    );
    return () => clearTimeout(timer);
  }, [waiting, draft.text]);

  // '/' anywhere but a text field jumps to the search box.
  useEffect(() => {
    const focusOnSlash = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const search = useQuery(stockSearchQuery(draft.submitted));
  const results = search.data ?? [];
  const searching = waiting || (draft.submitted.trim() !== '' && search.isFetching);
  const showPanel = draft.open && draft.text.trim() !== '';
  const activeResult = results[draft.active];

  const open = (symbol: string) => {
    setDraft(emptyDraft(location.key));
    void navigate(`/stock/${encodeURIComponent(symbol)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        update({ open: true, active: (draft.active + step + results.length) % results.length });
        break;
      }
      case 'Enter':
        event.preventDefault();
        if (showPanel && activeResult && !waiting) open(activeResult.symbol);
        else if (draft.text.trim()) update({ submitted: draft.text, open: true, active: -1 });
        break;
      case 'Escape':
        if (draft.open) {
          event.preventDefault();
          update({ open: false, active: -1 });
        }
        break;
    }
  };

  const optionId = (index: number) => `stock-search-option-${index}`;

  return (
    <div role="search" className="relative w-full max-w-md">
      <label htmlFor="stock-search" className="sr-only">
        Search stocks
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <input
        ref={input}
        id="stock-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls="stock-search-results"
        aria-activedescendant={showPanel && activeResult ? optionId(draft.active) : undefined}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search stocks…"
        value={draft.text}
        onChange={(event) => update({ text: event.target.value, open: true, active: -1 })}
        onKeyDown={onKeyDown}
        onFocus={() => update({ open: true })}
        onBlur={() => update({ open: false, active: -1 })}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <div
        className={clsx(
          'absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900',
          !showPanel && 'hidden',
        )}
      >
        <ul id="stock-search-results" role="listbox" aria-label="Search results">
          {!searching &&
            results.map((result, index) => (
              <li
                key={result.symbol}
                id={optionId(index)}
                role="option"
                aria-selected={index === draft.active}
                // mousedown, not click: it comes before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  open(result.symbol);
                }}
                className={clsx(
                  'flex cursor-pointer items-baseline gap-3 px-3 py-2 text-sm',
                  index === draft.active
                    ? 'bg-emerald-50 dark:bg-emerald-950'
                    : 'hover:bg-slate-50 dark:hover:bg-slate-800',
                )}
              >
                <span className="w-16 shrink-0 font-semibold">{result.symbol}</span>
                <span className="truncate text-slate-700 dark:text-slate-300">
                  {result.description}
                </span>
              </li>
            ))}
        </ul>
        <p
          role="status"
          className="px-3 py-2 text-sm text-slate-600 empty:hidden dark:text-slate-400"
        >
          {!showPanel
            ? ''
            : searching
              ? 'Searching…'
              : search.isError
                ? 'Failed to search stocks'
                : search.isSuccess && results.length === 0
                  ? 'No matching stocks'
                  : ''}
        </p>
      </div>
    </div>
  );
}
