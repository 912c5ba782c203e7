import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { Realized } from '#shared/portfolio/portfolio-tax.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { BROKERAGE_ID, IRA_ID, twoAccounts } from '../../testing/account-fixtures.ts';
import { RealizedPage } from './RealizedPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const totals = (proceeds: string, costBasis: string, gain: string) => ({
  proceeds,
  costBasis,
  gain,
});

const report = (year: number): Realized => ({
  year,
  years: [2025, 2024],
  method: 'fifo',
  baseCurrency: 'USD',
  account: null,
  sales: [
    {
      sellId: `s-${year}`,
      symbol: year === 2025 ? 'MSFT' : 'AAPL',
      accountId: BROKERAGE_ID,
      date: `${year}-03-01`,
      quantity: '10',
      proceeds: '400',
      costBasis: '500',
      gain: '-100',
      lots: [
        {
          buyId: 'b1',
          acquired: `${year}-01-02`,
          quantity: '10',
          costBasis: '500',
          proceeds: '400',
          gain: '-100',
          term: 'short',
          washSaleDisallowed: '60',
        },
      ],
      washSale: { disallowedLoss: '60', replacementBuyIds: ['b2'] },
    },
  ],
  totals: {
    shortTerm: totals('400', '500', '-100'),
    longTerm: totals('0', '0', '0'),
    all: totals('400', '500', '-100'),
    washSaleDisallowed: '60',
  },
  excludedAccounts: [{ id: IRA_ID, name: 'IRA', kind: 'ira' }],
});

describe('the realized gains page', () => {
  it('shows a year’s totals, its sales with their lots, wash sales, and switches years', async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.accounts.path]: twoAccounts,
      [portfolioContract.realizedGains.path]: report(2025),
      [`${portfolioContract.realizedGains.path}?year=2024`]: report(2024),
    });
    renderWithProviders(<RealizedPage />, {
      path: '/portfolio/realized',
      routePath: '/portfolio/realized',
    });
    expect(await screen.findByRole('heading', { name: 'Sales in 2025' })).toBeInTheDocument();
    expect(screen.getByText('MSFT')).toBeInTheDocument();
    expect(
      screen.getByText(/Wash sales: \$60\.00 of losses would be disallowed/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Not included \(tax-sheltered\): IRA \(IRA\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Form 8949 (CSV)' })).toHaveAttribute(
      'href',
      `${portfolioContract.realizedGainsCsv.path}?year=2025&format=form-8949`,
    );
    await userEvent.setup().selectOptions(screen.getByLabelText('Tax year'), '2024');
    expect(await screen.findByRole('heading', { name: 'Sales in 2024' })).toBeInTheDocument();
    expect(screen.getByText('AAPL')).toBeInTheDocument();
  });
});
