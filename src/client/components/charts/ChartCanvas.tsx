import { AreaSeries, createChart, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef, useSyncExternalStore } from 'react';

// Loaded on demand by PriceChart: lightweight-charts never weighs on a page without a chart.

interface Point {
  time: string;
  close: number;
}

interface Props {
  points: Point[];
  rising: boolean;
  /** A second, dashed line on the same scale (the portfolio's benchmark). */
  comparison?: Point[] | undefined;
}

/** The chart wants strictly increasing times in seconds. */
function toSeconds(points: Point[]) {
  const seen = new Set<number>();
  return points
    .map((point) => ({
      time: Math.floor(Date.parse(point.time) / 1000) as UTCTimestamp,
      value: point.close,
    }))
    .filter((point) => !seen.has(point.time) && seen.add(point.time))
    .sort((a, b) => a.time - b.time);
}

const subscribeToTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};
const isDark = () => document.documentElement.classList.contains('dark');

const palette = (dark: boolean, rising: boolean) => {
  const line = rising ? (dark ? '#34d399' : '#047857') : dark ? '#f87171' : '#b91c1c';
  return {
    line,
    text: dark ? '#cbd5e1' : '#334155',
    grid: dark ? '#1e293b' : '#f1f5f9',
    top: rising ? 'rgba(16, 185, 129, 0.25)' : 'rgba(239, 68, 68, 0.25)',
  };
};

export default function ChartCanvas({ points, rising, comparison }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const dark = useSyncExternalStore(subscribeToTheme, isDark);

  useEffect(() => {
    if (!container.current) return;
    const colours = palette(dark, rising);
    const chart = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: colours.text },
      grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: colours.line,
      topColor: colours.top,
      bottomColor: 'rgba(0, 0, 0, 0)',
      lineWidth: 2,
    });
    series.setData(toSeconds(points));
    if (comparison) {
      const line = chart.addSeries(LineSeries, {
        color: dark ? '#94a3b8' : '#475569',
        lineWidth: 2,
        lineStyle: 2,
      });
      line.setData(toSeconds(comparison));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, rising, comparison, dark]);

  // Not aria-hidden: the chart holds the focusable TradingView attribution link its licence asks
  // for. The figure's caption is the text alternative.
  return <div ref={container} className="h-full w-full" />;
}
