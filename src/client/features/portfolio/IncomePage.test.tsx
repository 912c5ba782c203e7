import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { DividendCalendar, Income } from '#shared/portfolio/portfolio-income.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { BROKERAGE_ID, twoAccounts } from '../../testing/account-fixtures.ts';
import { IncomePage } from './IncomePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const at = { accountId: BROKERAGE_ID, shares: '50' };

const calendar: DividendCalendar = {
  baseCurrency: 'USD',
  account: null,
  today: '2026-11-20',
  dividends: [
    {
      ...at,
      symbol: 'SAP.DE',
      exDate: '2026-11-27',
      payDate: null,
      perShare: '2.35',
      currency: 'EUR',
      amount: '117.5',
      amountBase: '131.6',
      status: 'projected',
    },
    {
      ...at,
      symbol: 'KO',
      exDate: '2026-12-14',
      payDate: '2026-12-28',
      perShare: '0.51',
      currency: 'USD',
      amount: '25.5',
      amountBase: '25.5',
      status: 'declared',
    },
  ],
};

const totals = {
  dividends: '108.5',
  interest: '12.34',
  taxWithheld: '28.616875',
  net: '92.223125',
};
const income: Income = {
  baseCurrency: 'USD',
  account: null,
  today: '2026-11-20',
  totals,
  byMonth: [{ month: '2026-05', ...totals }],
  byYear: [{ year: 2026, ...totals, dividendGrowth: '29.17' }],
  byAccount: [{ accountId: BROKERAGE_ID, ...totals }],
  bySymbol: [
    {
      symbol: 'SAP.DE',
      dividends: '108.5',
      taxWithheld: '28.616875',
      original: [{ currency: 'EUR', dividends: '100', taxWithheld: '26.375' }],
    },
  ],
  payments: [],
  forecast: {
    total: '157.1',
    months: [
      { month: '2026-11', declared: '0', projected: '131.6' },
      { month: '2026-12', declared: '25.5', projected: '0' },
    ],
  },
  holdings: [
    {
      symbol: 'KO',
      shares: '50',
      currency: 'USD',
      annualPerShare: '2.04',
      annualIncomeBase: '102',
      yieldOnCost: '3.4',
      currentYield: '2.9',
      dividendGrowth: '4.08',
    },
  ],
};

describe('the income page', () => {
  it('shows the month’s ex-dates, the next month’s, the list marked projected, and income received', async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.accounts.path]: twoAccounts,
      [portfolioContract.dividendCalendar.path]: calendar,
      [portfolioContract.income.path]: income,
    });
    renderWithProviders(<IncomePage />, {
      path: '/portfolio/income',
      routePath: '/portfolio/income',
    });
    const month = await screen.findByRole('table', { name: /payments in November 2026/ });
    expect(within(month).getByText(/SAP\.DE/)).toHaveTextContent('SAP.DE goes ex');
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const december = screen.getByRole('table', { name: /payments in December 2026/ });
    expect(
      within(december)
        .getAllByText(/KO/)
        .map((e) => e.textContent),
    ).toEqual(['KO goes ex', 'KO is paid']);
    const list = screen.getByRole('table', { name: 'Dividends of the next 12 months' });
    expect(within(list).getByText('Projected')).toBeInTheDocument();
    expect(within(list).getByText('€117.50')).toBeInTheDocument();
    expect(within(list).getByText('≈ $131.60')).toBeInTheDocument();
    // Received, tax withheld apart, the euros kept beside the dollars.
    expect(screen.getByText('Tax withheld', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$28.62',
    );
    const symbols = screen.getByRole('table', { name: 'Dividends by symbol' });
    expect(within(symbols).getByText('€26.38')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /per holding/ })).toHaveTextContent('3.4%');
  });
});
