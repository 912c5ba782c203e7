import clsx from 'clsx';
import { Upload } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { IMPORT_MAX_BYTES } from '#shared/portfolio/portfolio-import.ts';

const MIB = 1024 * 1024;

/** Why a file cannot be sent, or null: the server refuses larger bodies, so do not upload them. */
export function refusal(file: File): string | null {
  if (file.size > IMPORT_MAX_BYTES)
    return `${file.name} is larger than ${IMPORT_MAX_BYTES / MIB} MiB: export a shorter date range and import it in parts.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** A file input that also takes a file dropped on it; oversize and empty files are refused here. */
export function FileDrop({
  onFile,
  onRefused,
  disabled = false,
}: {
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file || disabled) return;
    const reason = refusal(file);
    if (reason) onRefused(reason);
    else onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <div
      // The drop zone is a convenience around the labelled input, which stays the keyboard path.
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="import-drop-zone"
      className={clsx(
        'rounded-xl border-2 border-dashed p-4 text-center text-sm',
        over
          ? 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40'
          : 'border-slate-300 dark:border-slate-700',
      )}
    >
      <Upload aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-500" />
      <label htmlFor={id} className="block font-medium">
        CSV file
      </label>
      <p className="mb-2 text-slate-600 dark:text-slate-400">
        Choose your broker's export (or Ghostfolio's JSON) or drop it here (up to{' '}
        {IMPORT_MAX_BYTES / MIB} MiB).
      </p>
      <input
        id={id}
        type="file"
        // Ghostfolio exports JSON; everything else is CSV.
        accept=".csv,text/csv,.json,application/json"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // Choosing the same file again (after fixing it) must fire change again.
          event.target.value = '';
        }}
        className="mx-auto block max-w-full text-sm file:mr-2 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 dark:file:border-slate-700 dark:file:bg-slate-900 dark:file:text-slate-100"
      />
    </div>
  );
}
