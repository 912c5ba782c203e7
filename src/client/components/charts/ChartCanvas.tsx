import { AreaSeries, createChart, LineSeries, TickMarkType, type Time } from 'lightweight-charts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { History } from '../../../shared/market-data.ts';
import { chartTime, crosshairLabel, intradayTickLabel } from './chart-time.ts';

// Loaded on demand by PriceChart: lightweight-charts never weighs on a page without a chart.

interface Props {
  points: History['points'];
  resolution: History['resolution'];
  rising: boolean;
  /** A second, dashed line on the same scale and times (the portfolio's benchmark). */
  comparison?: History['points'] | undefined;
}

/** The chart wants strictly increasing times: seconds for instants, 'YYYY-MM-DD' for dates. */
function seriesData(points: History['points'], resolution: History['resolution']) {
  const seen = new Set<number | string>();
  return points
    .map((point) => ({ time: chartTime(point.time, resolution), value: point.close }))
    .filter((point) => !seen.has(point.time) && seen.add(point.time));
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

const DAY_TICKS = new Set([TickMarkType.Year, TickMarkType.Month, TickMarkType.DayOfMonth]);

export default function ChartCanvas({ points, resolution, rising, comparison }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const dark = useSyncExternalStore(subscribeToTheme, isDark);

  useEffect(() => {
    if (!container.current) return;
    const colours = palette(dark, rising);
    const intraday = resolution === 'intraday';
    const chart = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: colours.text },
      grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
      rightPriceScale: { borderVisible: false },
      localization: { timeFormatter: crosshairLabel },
      timeScale: {
        borderVisible: false,
        timeVisible: intraday,
        ...(intraday
          ? {
              tickMarkFormatter: (time: Time, type: TickMarkType) =>
                intradayTickLabel(time, DAY_TICKS.has(type)),
            }
          : {}),
      },
      handleScroll: false,
      handleScale: false,
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: colours.line,
      topColor: colours.top,
      bottomColor: 'rgba(0, 0, 0, 0)',
      lineWidth: 2,
    });
    series.setData(seriesData(points, resolution));
    if (comparison) {
      const line = chart.addSeries(LineSeries, {
        color: dark ? '#94a3b8' : '#475569',
        lineWidth: 2,
        lineStyle: 2,
      });
      line.setData(seriesData(comparison, resolution));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, resolution, rising, comparison, dark]);

  // Not aria-hidden: the chart holds the focusable TradingView attribution link its licence asks
  // for. The figure's caption is the text alternative. Absolute, so the canvas's pixel width
  // never widens a narrow column (it follows its box, never sets it).
  return <div ref={container} className="absolute inset-0" />;
}
