import clsx from 'clsx';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatPercent, formatSignedPriceChange } from '#shared/platform/format.ts';

/** Gain/loss colours with enough contrast on light and dark cards. */
export function directionClass(value: number) {
  if (value > 0) return 'text-emerald-700 dark:text-emerald-400';
  if (value < 0) return 'text-red-700 dark:text-red-400';
  return 'text-slate-600 dark:text-slate-400';
}

/**
 * A change with an arrow, a colour and a sign: the direction never depends on colour alone.
 * `change` (in `currency`, default USD) is optional; the percent is always shown. A null percent (the provider
 * gave no previous close, decision 022) shows '—', never a made-up 0 %.
 */
export function PriceChange({
  percent,
  change,
  currency,
  className,
}: {
  percent: number | null;
  change?: number | null;
  currency?: string | undefined;
  className?: string;
}) {
  if (percent === null) {
    return (
      <span className={clsx('tabular-nums', directionClass(0), className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Change unknown</span>
      </span>
    );
  }
  const Icon = percent > 0 ? ArrowUpRight : percent < 0 ? ArrowDownRight : Minus;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-0.5 font-medium tabular-nums',
        directionClass(percent),
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {typeof change === 'number' && <span>{formatSignedPriceChange(change, currency)}</span>}
      <span>
        {typeof change === 'number' ? `(${formatPercent(percent)})` : formatPercent(percent)}
      </span>
    </span>
  );
}
