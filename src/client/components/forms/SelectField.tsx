import clsx from 'clsx';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A select's look, beside Field's inputs. */
export const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950';

/** A labelled select; its options are the children. */
export function SelectField({
  label,
  className,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} {...select}>
        {children}
      </select>
    </div>
  );
}
