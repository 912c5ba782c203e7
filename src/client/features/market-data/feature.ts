import { ChartColumn } from 'lucide-react';
import { SECTOR_FUNDS } from '#shared/platform/symbols.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import {
  historyQuery,
  marketStatusQuery,
  SECTOR_CHART_TIMEFRAME,
} from '../../lib/market-queries.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';
import { moversQuery, sectorsQuery } from './api.ts';

/** Markets: the sectors, their funds' charts and the day's movers. */
export const marketDataFeature = defineClientFeature({
  name: 'market-data',
  screens: [
    defineScreen({
      path: '/markets',
      title: 'Markets',
      module: 'src/client/features/market-data/MarketsPage.tsx',
      view: lazyOnIntent(async () => (await import('./MarketsPage.tsx')).MarketsPage),
      load: ({ queryClient }) =>
        Promise.all([
          queryClient.prefetchQuery(marketStatusQuery()),
          queryClient.prefetchQuery(historyQuery(SECTOR_FUNDS[0].symbol, SECTOR_CHART_TIMEFRAME)),
          queryClient.prefetchQuery(sectorsQuery()),
          queryClient.prefetchQuery(moversQuery()),
        ]),
    }),
  ],
  nav: [{ to: '/markets', label: 'Markets', icon: ChartColumn, order: 20 }],
});
