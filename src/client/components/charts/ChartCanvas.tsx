import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { History } from '#shared/market-data/market-data.ts';
import { formatTickNumber, formatUsd } from '#shared/platform/format.ts';
import { nextTask } from '../../lib/next-task.ts';
import { crosshairLabel, timeTicks, uniquePoints, type ChartPoint } from './chart-time.ts';

// Loaded on demand by PriceChart and the portfolio's performance chart: the chart library never
// weighs on a page without a chart (docs/decisions/041).

interface Props {
  points: History['points'];
  resolution: History['resolution'];
  rising: boolean;
  /** A second, dashed line on the same dates (the portfolio's benchmark). */
  comparison?: History['points'] | undefined;
  /** How the hover label words a value; dollars unless told otherwise. */
  formatValue?: ((value: number) => string) | undefined;
  /** The comparison's name in the hover label ('SPY'). */
  comparisonLabel?: string | undefined;
  /** 'percent': the values are percentages and the value axis says so ('+5%'). */
  axis?: 'number' | 'percent' | undefined;
}

const subscribeToTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const isDark = () => document.documentElement.classList.contains('dark');

const palette = (dark: boolean, rising: boolean) => ({
  line: rising ? (dark ? '#34d399' : '#047857') : dark ? '#f87171' : '#b91c1c',
  top: rising ? 'rgba(16, 185, 129, 0.25)' : 'rgba(239, 68, 68, 0.25)',
  comparison: dark ? '#94a3b8' : '#475569',
  text: dark ? '#cbd5e1' : '#334155',
  grid: dark ? '#1e293b' : '#f1f5f9',
  cursor: dark ? '#64748b' : '#94a3b8',
});

const AXIS_FONT = '12px ui-sans-serif, system-ui, sans-serif';
/** Room a time label needs, so that labels never touch: 'Nov 20' or '12:00 PM' with a margin. */
const PIXELS_PER_TIME_LABEL = 84;

/** The comparison's values at the main series' times; null where it has no point. */
function aligned(times: readonly string[], comparison: readonly ChartPoint[]) {
  const byTime = new Map(comparison.map((point) => [point.time, point.close]));
  return times.map((time) => byTime.get(time) ?? null);
}

export default function ChartCanvas({
  points,
  resolution,
  rising,
  comparison,
  formatValue = formatUsd,
  comparisonLabel,
  axis = 'number',
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const hover = useRef<HTMLParagraphElement>(null);
  const dark = useSyncExternalStore(subscribeToTheme, isDark);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    // Drawn in a task of its own: a render's effects all run in one task, and uPlot's first
    // draw (its axes, its canvas) made that task long (decision 056).
    const cancel = nextTask(() => {
      const colours = palette(dark, rising);
      const unique = uniquePoints(points);
      const times = unique.map((point) => point.time);
      const closes = unique.map((point) => point.close);
      const others = comparison ? aligned(times, uniquePoints(comparison)) : null;
      const indices = times.map((_, index) => index);
      let tickLabels = new Map<number, string>();
      // Its own context: uPlot keeps track of the font it last set on the chart's.
      const measure = document.createElement('canvas').getContext('2d');
      if (measure) measure.font = AXIS_FONT;

      const showHover = (chart: uPlot) => {
        const label = hover.current;
        const index = chart.cursor.idx;
        if (!label) return;
        if (index === null || index === undefined || times[index] === undefined) {
          label.hidden = true;
          return;
        }
        const parts = [crosshairLabel(times[index], resolution), formatValue(closes[index] ?? 0)];
        const other = others?.[index];
        if (other !== null && other !== undefined) {
          parts.push(`${comparisonLabel ?? 'Comparison'} ${formatValue(other)}`);
        }
        label.textContent = parts.join(' · ');
        label.hidden = false;
      };

      const options: uPlot.Options = {
        width: box.clientWidth,
        height: box.clientHeight,
        legend: { show: false },
        cursor: {
          drag: { x: false, y: false, setScale: false },
          points: { size: 8, fill: colours.line, stroke: colours.line },
        },
        scales: {
          // Points are evenly spaced by index; one point sits in the middle rather than on an edge.
          x: {
            time: false,
            range: (_, min, max) => (min === max ? [min - 1, max + 1] : [min, max]),
          },
        },
        axes: [
          {
            stroke: colours.text,
            font: AXIS_FONT,
            grid: { show: false },
            ticks: { show: false },
            // uPlot asks for the positions, then for their words: the ticks are picked once, in
            // splits, and worded from what it picked.
            splits: (chart) => {
              const width = chart.bbox.width / uPlot.pxRatio;
              const max = Math.max(2, Math.floor(width / PIXELS_PER_TIME_LABEL));
              tickLabels = new Map(
                timeTicks(times, resolution, max).map((tick) => [tick.index, tick.label]),
              );
              return [...tickLabels.keys()];
            },
            values: (_, splits) => splits.map((index) => tickLabels.get(index) ?? ''),
          },
          {
            side: 1,
            stroke: colours.text,
            font: AXIS_FONT,
            grid: { stroke: colours.grid, width: 1 },
            ticks: { show: false },
            // Our words, not uPlot's: its own would start Intl on the page (decision 049).
            values: (_, splits, _axis, _space, step) =>
              splits.map((value) =>
                axis === 'percent'
                  ? `${value > 0 ? '+' : ''}${formatTickNumber(value, step)}%`
                  : formatTickNumber(value, step),
              ),
            // Wide enough for the longest label ('12,345.67'), measured with the axis's own font.
            size: (_, values) => {
              if (!values || !measure) return 56;
              const widest = Math.max(...values.map((value) => measure.measureText(value).width));
              return Math.ceil(widest) + 16;
            },
          },
        ],
        series: [
          {},
          {
            stroke: colours.line,
            width: 2,
            fill: (chart) => {
              const { top, height } = chart.bbox;
              const gradient = chart.ctx.createLinearGradient(0, top, 0, top + height);
              gradient.addColorStop(0, colours.top);
              gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
              return gradient;
            },
            // A line needs two points; a single one is drawn as a dot.
            points: { show: unique.length === 1, size: 8, fill: colours.line },
          },
          ...(others
            ? [
                {
                  stroke: colours.comparison,
                  width: 2,
                  dash: [6, 4],
                  spanGaps: true,
                  points: { show: false },
                },
              ]
            : []),
        ],
        hooks: { setCursor: [showHover] },
      };
      const data: uPlot.AlignedData = others ? [indices, closes, others] : [indices, closes];
      const drawn = new uPlot(options, data, box);
      chart = drawn;
      resize = new ResizeObserver(() =>
        drawn.setSize({ width: box.clientWidth, height: box.clientHeight }),
      );
      resize.observe(box);
    });
    return () => {
      cancel();
      resize?.disconnect();
      chart?.destroy();
    };
  }, [points, resolution, rising, comparison, dark, formatValue, comparisonLabel, axis]);

  // The figure's caption is the text alternative; the drawing itself is hidden from assistive
  // technology. Absolute, so the canvas's pixel width never widens a narrow column (it follows
  // its box, never sets it).
  return (
    <div className="absolute inset-0">
      <div ref={container} aria-hidden="true" className="absolute inset-0" />
      <p
        ref={hover}
        hidden
        aria-hidden="true"
        className="pointer-events-none absolute top-1 left-1 rounded bg-white/90 px-1.5 py-0.5 text-xs text-slate-700 tabular-nums shadow-sm dark:bg-slate-900/90 dark:text-slate-200"
      />
    </div>
  );
}
