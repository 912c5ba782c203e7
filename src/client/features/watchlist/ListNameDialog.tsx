import { useId, useState, type FormEvent } from 'react';
import { WATCHLIST_NAME_MAX, watchlistNameSchema } from '#shared/watchlist/watchlist.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';

/** Names a new list or renames one: 1–40 characters, checked here and by the server. */
export function ListNameDialog({
  title,
  initial,
  submitLabel,
  open,
  onOpenChange,
  onSubmit,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when saved; rejects with the server's message (a name in use). */
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = watchlistNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid name');
      return;
    }
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not save the list');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setName(initial);
          setError(null);
        }
        onOpenChange(next);
      }}
      title={title}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4">
        <label htmlFor={inputId} className="block text-sm font-medium">
          Name
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={WATCHLIST_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
