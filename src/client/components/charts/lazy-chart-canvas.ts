import { lazy } from 'react';
import { pageSettled } from '../../lib/after-page-settles.ts';
import { firstScreenShown } from '../../lib/first-screen.ts';

/**
 * The chart, its code loaded once the page has settled (decision 059) and the screen the page
 * opened at has shown its answers (decision 064): the text first.
 */
export const LazyChartCanvas = lazy(() =>
  Promise.all([pageSettled(), firstScreenShown()]).then(() => import('./ChartCanvas.tsx')),
);
