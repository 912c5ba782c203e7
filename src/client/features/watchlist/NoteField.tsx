import { useState } from 'react';
import { WATCHLIST_NOTE_MAX } from '#shared/watchlist/watchlist.ts';

/**
 * A symbol's note, edited where it is shown: saved on Enter or when focus leaves, Escape puts
 * back what was saved. It grows to its whole text (wrapped, never cut off in a narrow column),
 * and its title holds the saved note too.
 */
export function NoteField({
  symbol,
  note,
  onSave,
}: {
  symbol: string;
  note: string | null;
  onSave: (note: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const saved = note ?? '';
  const value = draft ?? saved;
  const commit = () => {
    if (draft !== null && draft.trim() !== saved) onSave(draft);
    setDraft(null);
  };
  return (
    <textarea
      rows={1}
      aria-label={`Note for ${symbol}`}
      title={saved || undefined}
      placeholder="Add a note"
      maxLength={WATCHLIST_NOTE_MAX}
      value={value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault(); // a note is one paragraph: Enter saves it
          event.currentTarget.blur();
        }
        if (event.key === 'Escape') setDraft(null);
      }}
      className="field-sizing-content block w-full min-w-24 resize-none rounded-md border border-dashed border-slate-300 bg-transparent px-2 py-1 text-sm placeholder:text-slate-500 hover:border-slate-400 focus:border-solid focus:border-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-slate-700 dark:placeholder:text-slate-400 dark:hover:border-slate-500"
    />
  );
}
