import { createElement, lazy, type ComponentProps } from 'react';
import { pageSettled } from '../../lib/after-page-settles.ts';
import { useInBrowser } from '../../lib/in-browser.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

/** The chart's code, loaded once the page has settled (decision 059): the text first. */
const ChartCanvas = lazy(() => pageSettled().then(() => import('./ChartCanvas.tsx')));

/**
 * The chart: a canvas drawn in the browser, so the server's page (and the hydration that takes it
 * over) shows its place as a skeleton, and the chart comes after.
 */
export function LazyChartCanvas(props: ComponentProps<typeof ChartCanvas>) {
  return useInBrowser()
    ? createElement(ChartCanvas, props)
    : createElement(Skeleton, { className: 'h-full w-full' });
}
