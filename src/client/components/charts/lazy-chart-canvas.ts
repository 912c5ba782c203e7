import { lazy } from 'react';
import { pageSettled } from '../../lib/after-page-settles.ts';

/** The chart, its code loaded once the page has settled: the text first (decision 059). */
export const LazyChartCanvas = lazy(() => pageSettled().then(() => import('./ChartCanvas.tsx')));
