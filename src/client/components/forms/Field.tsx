import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** A labelled input whose validation message is announced and tied to it (aria-describedby). */
export function Field({
  label,
  error,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: FieldError | undefined;
  hint?: ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        {...input}
      />
      {error?.message ? (
        <p id={messageId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A message box for a form's outcome: 'error' is announced assertively. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-lg border px-3 py-2 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300'
          : 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-300',
      )}
    >
      {children}
    </div>
  );
}
