import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** Shown at the right of the title (a link, a badge). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor a link can point at (/markets#news). */
  id?: string;
}

/** A titled section; its heading names the region for screen readers. */
export function Card({ title, action, children, className, id }: Props) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
