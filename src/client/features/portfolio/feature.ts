import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';
import { TRANSACTIONS_PAGE_SIZE } from './opening-requests.ts';

/** The ledger's own screen (the portfolio's overview is the app's: it composes features). */
export const portfolioFeature = defineClientFeature({
  name: 'portfolio',
  screens: [
    defineScreen({
      path: '/portfolio/transactions',
      title: 'Transactions',
      module: 'src/client/features/portfolio/TransactionsPage.tsx',
      view: lazyOnIntent(async () => (await import('./TransactionsPage.tsx')).TransactionsPage),
      loadForUser: async ({ queryClient }) => {
        const ledger = await import('./ledger-api.ts');
        await queryClient.prefetchQuery(
          ledger.transactionsQuery({ limit: TRANSACTIONS_PAGE_SIZE, offset: 0 }),
        );
      },
    }),
  ],
});
