import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';
import { accountInSearch, rangeInSearch, TRANSACTIONS_PAGE_SIZE } from './opening-requests.ts';

/** An account's id is a UUID: any other address answers "not found" without asking for it. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
        const accounts = await import('./accounts-api.ts');
        await Promise.all([
          queryClient.prefetchQuery(
            ledger.transactionsQuery({ limit: TRANSACTIONS_PAGE_SIZE, offset: 0 }),
          ),
          queryClient.prefetchQuery(accounts.accountsQuery()),
        ]);
      },
    }),
    defineScreen({
      path: '/portfolio/realized',
      title: 'Realized gains',
      module: 'src/client/features/portfolio/RealizedPage.tsx',
      view: lazyOnIntent(async () => (await import('./RealizedPage.tsx')).RealizedPage),
      loadForUser: async ({ queryClient }) => {
        const [realized, accounts] = await Promise.all([
          import('./realized-api.ts'),
          import('./accounts-api.ts'),
        ]);
        await Promise.all([
          queryClient.prefetchQuery(realized.realizedQuery(null)),
          queryClient.prefetchQuery(accounts.accountsQuery()),
        ]);
      },
    }),
    defineScreen({
      path: '/portfolio/income',
      title: 'Income',
      module: 'src/client/features/portfolio/IncomePage.tsx',
      view: lazyOnIntent(async () => (await import('./IncomePage.tsx')).IncomePage),
      loadForUser: async ({ queryClient, search }) => {
        const [income, accounts] = await Promise.all([
          import('./income-api.ts'),
          import('./accounts-api.ts'),
        ]);
        const account = accountInSearch(search);
        const scope = account && ACCOUNT_ID.test(account) ? account : undefined;
        await Promise.all([
          queryClient.prefetchQuery(income.dividendCalendarQuery(scope)),
          queryClient.prefetchQuery(income.incomeQuery(scope)),
          queryClient.prefetchQuery(accounts.accountsQuery()),
        ]);
      },
    }),
    defineScreen({
      path: '/portfolio/accounts',
      title: 'Accounts',
      module: 'src/client/features/portfolio/AccountsPage.tsx',
      view: lazyOnIntent(async () => (await import('./AccountsPage.tsx')).AccountsPage),
      loadForUser: async ({ queryClient }) => {
        const accounts = await import('./accounts-api.ts');
        await queryClient.prefetchQuery(accounts.accountsQuery());
      },
    }),
    defineScreen({
      path: '/portfolio/accounts/:id',
      title: 'Account',
      module: 'src/client/features/portfolio/AccountPage.tsx',
      view: lazyOnIntent(async () => (await import('./AccountPage.tsx')).AccountPage),
      loadForUser: async ({ queryClient, params, search }) => {
        const [accounts, ledger] = await Promise.all([
          import('./accounts-api.ts'),
          import('./ledger-api.ts'),
        ]);
        const account = params['id'];
        if (!account || !ACCOUNT_ID.test(account))
          return queryClient.prefetchQuery(accounts.accountsQuery());
        return Promise.all([
          queryClient.prefetchQuery(accounts.accountsQuery()),
          queryClient.prefetchQuery(ledger.holdingsQuery(account)),
          queryClient.prefetchQuery(ledger.performanceQuery(rangeInSearch(search), account)),
          queryClient.prefetchQuery(
            ledger.transactionsQuery({ account, limit: TRANSACTIONS_PAGE_SIZE, offset: 0 }),
          ),
        ]);
      },
    }),
  ],
});
