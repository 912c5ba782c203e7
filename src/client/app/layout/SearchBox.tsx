import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '../../lib/routing.tsx';
import { HEADER_SEARCH_MAX_RESULTS, SEARCH_DEBOUNCE_MS } from '#shared/platform/constants.ts';
import { SymbolOption } from '../../components/ui/SymbolOption.tsx';
import { useSymbolSearch } from '../../lib/symbol-search.ts';

interface Draft {
  text: string;
  open: boolean;
  active: number;
  /** Enter was pressed on a ticker not known yet: open it as soon as it is. */
  enterPending: boolean;
  locationKey: string;
}

const emptyDraft = (locationKey: string): Draft => ({
  text: '',
  open: false,
  active: -1,
  enterPending: false,
  locationKey,
});

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const optionId = (index: number) => `stock-search-option-${index}`;

/**
 * The header's stock search (ARIA combobox). The symbol index answers each keystroke; the
 * provider's search follows SPEC §9's 2000 ms after typing stops (at once on Enter) and adds
 * what the index lacks (docs/decisions/034). Enter opens the highlighted row or the exact
 * ticker. Below 640 px it spans the whole top bar while in use. Its text belongs to the page it
 * was typed on: a route change clears it (derived from the location key, so no effect).
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [stored, setDraft] = useState<Draft>(() => emptyDraft(location.key));
  const draft = stored.locationKey === location.key ? stored : emptyDraft(location.key);
  const update = (patch: Partial<Draft>) =>
    setDraft({ ...draft, ...patch, locationKey: location.key });

  const search = useSymbolSearch(draft.text, {
    debounceMs: SEARCH_DEBOUNCE_MS.header,
    limit: HEADER_SEARCH_MAX_RESULTS,
  });
  const results = search.matches;
  const showPanel = draft.open && draft.text.trim() !== '';
  const activeResult = showPanel ? results[draft.active] : undefined;

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

  // The route change clears the draft (above), so navigating is all there is to do.
  const open = (symbol: string) => void navigate(`/stock/${encodeURIComponent(symbol)}`);
  const awaited = draft.enterPending ? search.exact?.symbol : undefined;
  useEffect(() => {
    if (awaited) void navigate(`/stock/${encodeURIComponent(awaited)}`);
  }, [awaited, navigate]);

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
      case 'Enter': {
        event.preventDefault();
        const target = activeResult ?? search.exact;
        if (target) open(target.symbol);
        else if (draft.text.trim()) {
          search.searchNow();
          update({ open: true, active: -1, enterPending: true });
        }
        break;
      }
      case 'Escape':
        if (draft.open) {
          event.preventDefault();
          update({ open: false, active: -1 });
        }
        break;
    }
  };

  const status = !showPanel
    ? ''
    : results.length > 0
      ? ''
      : search.pending
        ? 'Searching…'
        : search.failed
          ? 'Failed to search stocks'
          : 'No matching stocks';

  return (
    <div
      role="search"
      className={clsx(
        'relative w-full max-w-md',
        // A phone's top bar leaves the box ~125 px: in use, it takes the whole bar.
        draft.open &&
          'max-sm:fixed max-sm:inset-x-0 max-sm:top-0 max-sm:z-50 max-sm:flex max-sm:h-16 max-sm:max-w-none max-sm:items-center max-sm:gap-2 max-sm:bg-white max-sm:px-3 max-sm:dark:bg-slate-900',
      )}
    >
      <div className="relative min-w-0 flex-1">
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
          aria-activedescendant={activeResult ? optionId(draft.active) : undefined}
          aria-keyshortcuts="/"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search stocks…"
          value={draft.text}
          onChange={(event) =>
            update({ text: event.target.value, open: true, active: -1, enterPending: false })
          }
          onKeyDown={onKeyDown}
          onFocus={() => {
            search.loadIndex();
            update({ open: true });
          }}
          onBlur={() => update({ open: false, active: -1 })}
          className={clsx(
            'w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 max-sm:text-base dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400',
            // In a phone's top bar the box is too narrow for 'Search stocks…' ('Searc', 'Se'):
            // the magnifier alone says what it is until it opens across the whole bar.
            !draft.open && 'max-sm:placeholder:opacity-0',
          )}
        />
      </div>
      {draft.open && (
        <button
          type="button"
          // mousedown would blur the input first; keep focus until the click closes the search.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => input.current?.blur()}
          className="shrink-0 rounded-lg px-2 py-2 text-sm font-medium text-emerald-700 sm:hidden dark:text-emerald-400"
        >
          Cancel
        </button>
      )}
      <div
        className={clsx(
          'absolute inset-x-0 top-full z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg max-sm:mt-0 max-sm:rounded-none max-sm:border-x-0 dark:border-slate-700 dark:bg-slate-900',
          !showPanel && 'hidden',
        )}
      >
        <ul id="stock-search-results" role="listbox" aria-label="Search results">
          {results.map((result, index) => (
            <SymbolOption
              key={result.symbol}
              id={optionId(index)}
              result={result}
              active={index === draft.active}
              onPick={() => open(result.symbol)}
              className="max-sm:py-3"
            />
          ))}
        </ul>
        <p
          role="status"
          className="px-3 py-2 text-sm text-slate-600 empty:hidden dark:text-slate-400"
        >
          {status}
        </p>
      </div>
    </div>
  );
}
