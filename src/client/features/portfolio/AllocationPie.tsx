import { formatMoney, formatPercent } from '#shared/platform/format.ts';
import { PIE_COLOURS } from '#shared/platform/constants.ts';

/** SPEC §9: six colours, cycling; each readable on light and dark cards. */
export const PIE_PALETTE = ['#059669', '#2563eb', '#d97706', '#db2777', '#7c3aed', '#0891b2'];

/** Allocation by slice value (in `currency`, the base): an SVG pie plus a legend with each value and share. */
export function AllocationPie({
  values,
  currency,
  label = 'Allocation',
}: {
  values: ReadonlyMap<string, number>;
  currency: string;
  /** The legend's accessible name. */
  label?: string;
}) {
  // Numbers only for the pie's geometry and shares; the money figures are the server's, rounded.
  const slices = [...values].sort((a, b) => b[1] - a[1]);
  const total = slices.reduce((sum, [, value]) => sum + value, 0);
  if (total <= 0) return <p className="text-sm">No data available</p>;
  // Each slice starts where the ones before it end.
  const starts = slices.map((_, index) =>
    slices.slice(0, index).reduce((sum, [, value]) => sum + value / total, 0),
  );
  const paths = slices.map(([symbol, value], index) => {
    const share = value / total;
    const start = -Math.PI / 2 + (starts[index] ?? 0) * 2 * Math.PI;
    const angle = start + share * 2 * Math.PI;
    const colour = PIE_PALETTE[index % PIE_COLOURS] ?? '#059669';
    if (share >= 0.9999) return <circle key={symbol} cx="50" cy="50" r="48" fill={colour} />;
    const [x1, y1] = [50 + 48 * Math.cos(start), 50 + 48 * Math.sin(start)];
    const [x2, y2] = [50 + 48 * Math.cos(angle), 50 + 48 * Math.sin(angle)];
    const large = share > 0.5 ? 1 : 0;
    return (
      <path
        key={symbol}
        d={`M50,50 L${x1},${y1} A48,48 0 ${large} 1 ${x2},${y2} Z`}
        fill={colour}
      />
    );
  });
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <svg viewBox="0 0 100 100" className="size-40 shrink-0" aria-hidden="true">
        {paths}
      </svg>
      <ul aria-label={label} className="w-full space-y-1 text-sm">
        {slices.map(([symbol, value], index) => (
          <li key={symbol} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: PIE_PALETTE[index % PIE_COLOURS] }}
            />
            <span className="min-w-0 truncate font-medium">{symbol}</span>
            <span className="ml-auto tabular-nums">{formatMoney(value, currency)}</span>
            <span className="w-16 text-right tabular-nums">
              {formatPercent((value / total) * 100).replace('+', '')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
