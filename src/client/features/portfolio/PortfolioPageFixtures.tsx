import { screen } from '@testing-library/react';
import type { Holdings, Performance } from '#shared/portfolio/portfolio-ledger.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { Toaster } from '../../components/ui/Toaster.tsx';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { twoAccounts } from '../../testing/account-fixtures.ts';
import { holding } from '../../testing/holding-fixtures.ts';
import { PortfolioPage } from './PortfolioPage.tsx';

// The portfolio page's tests' answers: a user, two holdings, performance of three ranges.

export const user = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  emailVerified: true,
};
const lots = [
  { accountId: 'a1', buyId: 'AAPL-1', date: '2026-01-05', quantity: '10', price: '100' },
];
// The server's figures as it answers them; the client shows them, it does not add them up.
export const holdings: Holdings = {
  method: 'fifo',
  holdings: [
    holding('MSFT', { dayChange: '10', lots }),
    holding('AAPL', {
      quantity: '5',
      averageCost: '200',
      costBasis: '1000',
      price: '180',
      marketValue: '900',
      dayChange: '-5',
      unrealizedGain: '-100',
      unrealizedGainPercent: '-10',
      lots,
    }),
  ],
  baseCurrency: 'USD',
  account: null,
  cash: [],
  totals: {
    marketValue: '2100',
    cash: '0',
    totalValue: '2100',
    costBasis: '2000',
    unrealizedGain: '100',
    priceGain: '100',
    currencyGain: '0',
    realizedGain: '50.5',
    realizedCurrencyGain: '0',
    dividends: '12.25',
    taxWithheld: '0',
    interest: '0',
    accountFees: '0',
    dayChange: '5',
  },
};
export const performance = (
  range: string,
  mwr: string | null,
  annual: Pick<Performance, 'twrAnnualized' | 'mwrAnnualized'> = {
    twrAnnualized: null,
    mwrAnnualized: null,
  },
): Performance => ({
  range: range as Performance['range'],
  benchmark: 'SPY',
  baseCurrency: 'USD',
  account: null,
  from: '2026-01-05',
  to: '2026-01-07',
  twr: '0.0512',
  gain: { startValue: '0', netFlows: '1000', endValue: '1050', amount: '50' },
  mwr,
  ...annual,
  series: [
    {
      date: '2026-01-05',
      marketValue: '1000',
      netContributions: '1000',
      twrIndex: '1',
      benchmarkIndex: '1',
    },
    {
      date: '2026-01-07',
      marketValue: '2100',
      netContributions: '2000',
      twrIndex: '1.0512',
      benchmarkIndex: '1.0409',
    },
  ],
});

export function renderPortfolio(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.holdings.path]: holdings,
    [portfolioContract.accounts.path]: twoAccounts,
    [`${portfolioContract.performance.path}?range=1Y&benchmark=SPY`]: performance('1Y', '0.0831'),
    [`${portfolioContract.performance.path}?range=3M&benchmark=SPY`]: performance('3M', null),
    [`${portfolioContract.performance.path}?range=5Y&benchmark=SPY`]: performance('5Y', '0.5', {
      twrAnnualized: '0.0712',
      mwrAnnualized: '0.0845',
    }),
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <PortfolioPage />
      <Toaster />
    </>,
    {
      path: '/portfolio',
      routePath: '/portfolio',
      extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock screen</p> }],
    },
  );
  return { ...view, fetchMock };
}

export const card = (title: string) => screen.getByRole('region', { name: title });
export const rowOf = (symbol: string) => {
  const row = screen.getByRole('link', { name: symbol }).closest('tr');
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
};
