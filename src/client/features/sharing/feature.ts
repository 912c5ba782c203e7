import { shareTokenSchema } from '#shared/sharing/sharing.ts';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { quotesQuery } from '../../lib/market-queries.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';

/** Read-only share links: the page a link opens (public). The owner's control: ShareWatchlistButton. */
export const sharingFeature = defineClientFeature({
  name: 'sharing',
  screens: [
    defineScreen({
      path: '/shared/:token',
      title: 'Shared watchlist',
      module: 'src/client/features/sharing/SharedWatchlistPage.tsx',
      view: lazyOnIntent(
        async () => (await import('./SharedWatchlistPage.tsx')).SharedWatchlistPage,
      ),
      // The list, then its prices, so the server renders the page with them.
      load: async ({ queryClient, params }) => {
        const token = shareTokenSchema.safeParse(params.token ?? '');
        if (!token.success) return;
        const sharing = await import('./api.ts');
        const list = await queryClient
          .fetchQuery(sharing.sharedWatchlistQuery(token.data))
          .catch(() => undefined);
        if (list && list.symbols.length > 0) {
          await queryClient.prefetchQuery(quotesQuery(list.symbols));
        }
      },
    }),
  ],
});
