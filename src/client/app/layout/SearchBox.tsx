import { Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The header's stock search box. Its text belongs to the page it was typed on: a route change
 * clears it (derived from the location key, so no effect is needed). Results come with the
 * market data screens.
 */
export function SearchBox() {
  const location = useLocation();
  const [draft, setDraft] = useState({ text: '', locationKey: location.key });
  const text = draft.locationKey === location.key ? draft.text : '';

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
        id="stock-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search stocks…"
        value={text}
        onChange={(event) => setDraft({ text: event.target.value, locationKey: location.key })}
        className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
    </div>
  );
}
