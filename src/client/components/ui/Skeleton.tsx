import clsx from 'clsx';

/** A grey placeholder while data loads; hidden from screen readers (the region says 'Loading'). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="skeleton"
      className={clsx(
        'rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800',
        className,
      )}
    />
  );
}
