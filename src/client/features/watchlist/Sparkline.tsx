import { formatPercent } from '#shared/platform/format.ts';
import { trendPercent } from './watchlist-rows.ts';

const WIDTH = 64;
const HEIGHT = 24;

/** A month of closes as a tiny line: green if the month rose, red if it fell. */
export function Sparkline({ closes }: { closes: readonly number[] }) {
  const percent = trendPercent(closes);
  if (percent === null) {
    // As tall as the line, so a card does not grow when the month's closes arrive.
    return <span className="flex h-6 items-center text-slate-500 dark:text-slate-400">—</span>;
  }
  const low = Math.min(...closes);
  const span = Math.max(...closes) - low || 1;
  const points = closes
    .map((close, index) => {
      const x = (index / (closes.length - 1)) * WIDTH;
      const y = HEIGHT - 2 - ((close - low) / span) * (HEIGHT - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={`1 month: ${formatPercent(percent)}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={
        percent >= 0 ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'
      }
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
