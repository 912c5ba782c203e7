import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { BROKERAGE_ID, IRA_ID, twoAccounts } from '../../testing/account-fixtures.ts';
import { AccountsPage } from './AccountsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderAccounts(onDelete: (url: string) => Response) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.accounts.path]: twoAccounts,
  });
  const route = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'DELETE') return onDelete(String(input));
    if (!route) throw new Error('no routes');
    return route(input, init);
  });
  renderWithProviders(<AccountsPage />, {
    path: '/portfolio/accounts',
    routePath: '/portfolio/accounts',
  });
}

describe('deleting an account', () => {
  it('lists each account with its kind, currency and transactions', async () => {
    renderAccounts(() => json(204, null));
    const list = await screen.findByRole('list', { name: 'Accounts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Taxable brokerage · USD · 3 transactions');
    expect(rows[1]).toHaveTextContent('IRA · USD · 0 transactions');
  });

  it('moves its transactions to the account picked', async () => {
    const deletes: string[] = [];
    renderAccounts((url) => (deletes.push(url), json(204, null)));
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Brokerage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Brokerage' });
    expect(dialog).toHaveTextContent('This account has 3 transactions.');
    expect(within(dialog).getByLabelText('Move to account')).toHaveValue(IRA_ID);
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() =>
      expect(deletes).toEqual([
        `${portfolioContract.accounts.path}/${BROKERAGE_ID}?moveTo=${IRA_ID}`,
      ]),
    );
  });

  it('deletes them with it when asked, and shows the server’s refusal', async () => {
    const deletes: string[] = [];
    renderAccounts(
      (url) => (
        deletes.push(url),
        json(409, {
          error: { code: 'account-not-empty', message: 'Brokerage still has 3 transactions' },
        })
      ),
    );
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Brokerage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Brokerage' });
    await events.click(within(dialog).getByLabelText('Delete its 3 transactions with it'));
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Brokerage still has 3 transactions',
    );
    expect(deletes).toEqual([
      `${portfolioContract.accounts.path}/${BROKERAGE_ID}?deleteTransactions=true`,
    ]);
  });

  it('asks nothing of an account without transactions', async () => {
    const deletes: string[] = [];
    renderAccounts((url) => (deletes.push(url), json(204, null)));
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete IRA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete IRA' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() =>
      expect(deletes).toEqual([`${portfolioContract.accounts.path}/${IRA_ID}`]),
    );
  });
});
