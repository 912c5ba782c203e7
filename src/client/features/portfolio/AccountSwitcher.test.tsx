import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, mockApi } from '../../testing/render-with-providers.tsx';
import { IRA_ID, twoAccounts } from '../../testing/account-fixtures.ts';
import { AccountSwitcher, useAccountParam } from './AccountSwitcher.tsx';
import { holdingsQuery, performanceQuery } from './ledger-api.ts';

afterEach(() => vi.unstubAllGlobals());

function Switcher() {
  const [account, setAccount] = useAccountParam();
  return (
    <>
      <AccountSwitcher account={account} onChange={setAccount} />
      <p>Showing {account ?? 'all'}</p>
    </>
  );
}

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

describe('the account switcher', () => {
  it('puts the chosen account in the address and takes it out for All accounts', async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.accounts.path]: twoAccounts,
    });
    const { router } = renderWithProviders(<Switcher />, {
      path: '/portfolio',
      routePath: '/portfolio',
    });
    const select = await screen.findByLabelText('Account');
    await screen.findByRole('option', { name: 'IRA' }, { timeout: 5000 });
    expect(screen.getByText('Showing all')).toBeVisible();
    await userEvent.selectOptions(select, 'IRA');
    expect(screen.getByText(`Showing ${IRA_ID}`)).toBeVisible();
    expect(router.pathname).toBe('/portfolio');
    expect(select).toHaveValue(IRA_ID);
    await userEvent.selectOptions(select, 'All accounts');
    expect(screen.getByText('Showing all')).toBeVisible();
  });

  it('reads the account from the address it opens at', async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.accounts.path]: twoAccounts,
    });
    renderWithProviders(<Switcher />, {
      path: `/portfolio?account=${IRA_ID}`,
      routePath: '/portfolio',
    });
    expect(screen.getByText(`Showing ${IRA_ID}`)).toBeVisible();
    expect(screen.getByLabelText('Account')).toHaveValue(IRA_ID);
  });

  it('keys holdings and performance by the account, all accounts apart', () => {
    expect(holdingsQuery(IRA_ID).queryKey).not.toEqual(holdingsQuery().queryKey);
    expect(holdingsQuery(IRA_ID).queryKey).toContain(IRA_ID);
    expect(performanceQuery('1Y', IRA_ID).queryKey).toContain(IRA_ID);
    expect(performanceQuery('1Y').queryKey).not.toEqual(performanceQuery('1Y', IRA_ID).queryKey);
  });
});
