import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { account, BROKERAGE_ID, IRA_ID } from '../../testing/account-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { CostBasisCard } from './CostBasisCard.tsx';

// The cost basis on the portfolio page (docs/decisions/093): each open account's method for the
// sales entered in it, and the holdings' view, both saved where the API keeps them.

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function renderCard(scope: string | undefined, sent: unknown[]) {
  mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.accounts.path]: {
      accounts: [
        account({ id: BROKERAGE_ID, name: 'Brokerage' }),
        account({ id: IRA_ID, name: 'IRA', kind: 'ira', lotMethod: 'average' }),
        account({ id: '33333333-3333-4333-8333-333333333333', name: 'Old', archived: true }),
      ],
    },
    [fillPath(portfolioContract.updateAccount.path, { id: BROKERAGE_ID })]: ({
      method,
      body,
    }: {
      method: string;
      body: unknown;
    }) => (
      sent.push([method, body]),
      json({ account: account({ id: BROKERAGE_ID, name: 'Brokerage', lotMethod: 'hifo' }) })
    ),
    [preferencesContract.setCostBasisMethod.path]: ({
      method,
      body,
    }: {
      method: string;
      body: unknown;
    }) => (sent.push([method, body]), json({ method: 'average' })),
  });
  renderWithProviders(<CostBasisCard account={scope} view="fifo" />);
}

describe('CostBasisCard', () => {
  it("shows each open account's method and saves a change to it and to the holdings' view", async () => {
    const sent: unknown[] = [];
    renderCard(undefined, sent);
    const events = userEvent.setup();
    expect(await screen.findByLabelText('Sales in Brokerage', {}, { timeout: 5000 })).toHaveValue(
      'fifo',
    );
    expect(screen.getByLabelText('Sales in IRA')).toHaveValue('average');
    expect(screen.queryByLabelText('Sales in Old')).toBeNull();
    await events.selectOptions(
      screen.getByLabelText('Sales in Brokerage'),
      'Highest cost first (HIFO)',
    );
    await events.selectOptions(
      screen.getByLabelText("Holdings' cost basis and gains"),
      'At average cost, every sale pooled',
    );
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5000 });
    expect(sent).toEqual([
      ['PATCH', { lotMethod: 'hifo' }],
      ['PUT', { method: 'average' }],
    ]);
  });

  it("shows only the account in view on an account's page", async () => {
    renderCard(IRA_ID, []);
    expect(await screen.findByLabelText('Sales in IRA', {}, { timeout: 5000 })).toHaveValue(
      'average',
    );
    expect(screen.queryByLabelText('Sales in Brokerage')).toBeNull();
  });
});
