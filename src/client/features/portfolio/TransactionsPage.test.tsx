import { screen, within } from '@testing-library/react';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../../lib/routing.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { TransactionsPage } from './TransactionsPage.tsx';
import { BROKERAGE_ID, IRA_ID, twoAccounts } from '../../testing/account-fixtures.ts';

function LocationProbe() {
  const location = useLocation();
  return <p>{location.pathname + location.search}</p>;
}

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const base = {
  name: null,
  quantity: null,
  price: null,
  amount: null,
  fees: null,
  ratio: null,
  accountId: 'a1',
  currency: 'USD',
  fxRate: null,
  toAccountId: null,
  acquiredOn: null,
  lotMethod: null,
  lots: null,
  note: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const sell: Transaction = {
  ...base,
  id: 'MSFT-2',
  type: 'sell',
  symbol: 'MSFT',
  date: '2026-02-02',
  quantity: '4',
  price: '120',
  fees: '1',
  lotMethod: 'specific',
  lots: [{ buyId: 'MSFT-1', quantity: '4' }],
};
const dividend: Transaction = {
  ...base,
  id: 'MSFT-3',
  type: 'dividend',
  symbol: 'MSFT',
  date: '2026-03-01',
  amount: '12.25',
};
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderLedger(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.corporateActions.path]: { suggestions: [] },
    [portfolioContract.accounts.path]: twoAccounts,
    [`${portfolioContract.transactions.path}?limit=25&offset=0`]: {
      transactions: [dividend, sell],
      total: 30,
      nextOffset: 25,
    },
    ...routes,
  });
  renderWithProviders(<TransactionsPage />, {
    path: '/portfolio/transactions',
    routePath: '/portfolio/transactions',
  });
  return fetchMock;
}

describe('TransactionsPage', () => {
  it('sends a visitor to /login, to come back here after, instead of loading forever', async () => {
    mockApi({ [accountContract.session.path]: { user: null } });
    renderWithProviders(<TransactionsPage />, {
      path: '/portfolio/transactions?symbol=AAPL',
      routePath: '/portfolio/transactions',
      extraRoutes: [{ path: '/login', element: <LocationProbe /> }],
    });
    expect(
      await screen.findByText('/login?next=%2Fportfolio%2Ftransactions%3Fsymbol%3DAAPL'),
    ).toBeVisible();
  });

  it('lists the ledger newest first, filters by type and pages on', async () => {
    const fetchMock = renderLedger({
      '/api/portfolio/transactions?type=dividend&limit=25&offset=0': {
        transactions: [dividend],
        total: 1,
        nextOffset: null,
      },
      '/api/portfolio/transactions?limit=25&offset=25': {
        transactions: [sell],
        total: 30,
        nextOffset: null,
      },
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-03-01DividendMSFT$12.25EditDelete',
      // A sale naming its lots says so.
      '2026-02-02SellMSFT4 × $120.00 (fees $1.00) · Specific lotsEditDelete',
    ]);
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30')).toBeVisible();
    await events.selectOptions(screen.getByLabelText('Type'), 'dividend');
    await vi.waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '2026-03-01DividendMSFT$12.25EditDelete',
      ]),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/portfolio/transactions?type=dividend&limit=25&offset=0',
    );
  });

  it('shows a long note whole under its transaction', async () => {
    const note =
      'Bought after the March earnings call: guidance leaned on data-centre demand that may not ' +
      'last. Sell half if the margin falls under 40 %.';
    renderLedger({
      [`${portfolioContract.transactions.path}?limit=25&offset=0`]: {
        transactions: [{ ...dividend, note }, sell],
        total: 2,
        nextOffset: null,
      },
    });
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [withNote, withoutNote] = within(list).getAllByRole('listitem');
    expect(within(withNote as HTMLElement).getByText(note)).toBeVisible();
    expect(withoutNote?.textContent).not.toContain('Bought after');
  });

  it("deletes after confirming, and shows the server's refusal", async () => {
    renderLedger({
      '/api/portfolio/transactions/MSFT-2': () =>
        json(409, {
          error: { code: 'insufficient-shares', message: 'A later sell needs 4 more shares' },
        }),
    });
    const events = userEvent.setup();
    await events.click(
      await screen.findByRole('button', { name: 'Delete sell of MSFT on 2026-02-02' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Transaction' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A later sell needs 4 more shares');
  });

  it('edits a dividend and adds a split', async () => {
    const sent: unknown[] = [];
    renderLedger({
      '/api/portfolio/transactions/MSFT-3': ({
        method,
        body,
      }: {
        method: string;
        body: unknown;
      }) => (sent.push([method, body]), json(200, { transaction: dividend })),
      [portfolioContract.createTransaction.path]: ({
        method,
        body,
      }: {
        method: string;
        body: unknown;
      }) => (sent.push([method, body]), json(201, { transaction: dividend })),
    });
    const events = userEvent.setup();
    await events.click(
      await screen.findByRole('button', { name: 'Edit dividend of MSFT on 2026-03-01' }),
    );
    const amount = screen.getByLabelText('Amount');
    await events.clear(amount);
    await events.type(amount, '13');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await events.click(screen.getByRole('button', { name: 'Add Transaction' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    await events.selectOptions(within(dialog).getByLabelText('Type'), 'Split');
    await events.type(within(dialog).getByLabelText('Symbol'), 'msft');
    await events.clear(within(dialog).getByLabelText('Date'));
    await events.type(within(dialog).getByLabelText('Date'), '2026-03-02');
    await events.clear(within(dialog).getByLabelText('Shares after'));
    await events.type(within(dialog).getByLabelText('Shares after'), '4');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      ['PATCH', { date: '2026-03-01', amount: '13', note: null }],
      [
        'POST',
        {
          type: 'split',
          symbol: 'MSFT',
          date: '2026-03-02',
          ratio: { from: 1, to: 4 },
          note: null,
          accountId: BROKERAGE_ID,
        },
      ],
    ]);
  });

  it('records a cash transfer from one account to another, with no symbol', async () => {
    const sent: unknown[] = [];
    renderLedger({
      [portfolioContract.createTransaction.path]: ({ body }: { body: unknown }) => (
        sent.push(body),
        json(201, { transaction: dividend })
      ),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    await within(dialog).findByRole('option', { name: 'IRA' });
    await events.selectOptions(within(dialog).getByLabelText('Type'), 'Transfer cash');
    expect(within(dialog).queryByLabelText('Symbol')).toBeNull();
    expect(within(dialog).getByLabelText('From account')).toHaveValue(BROKERAGE_ID);
    // The target offers every open account but the one the cash leaves.
    const to = within(dialog).getByLabelText('To account');
    expect(within(to).queryByRole('option', { name: 'Brokerage' })).toBeNull();
    await events.selectOptions(to, 'IRA');
    await events.selectOptions(within(dialog).getByLabelText('Currency (optional)'), 'EUR');
    await events.clear(within(dialog).getByLabelText('Date'));
    await events.type(within(dialog).getByLabelText('Date'), '2026-03-02');
    await events.type(within(dialog).getByLabelText('Amount'), '250');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      {
        type: 'transfer-cash',
        date: '2026-03-02',
        note: null,
        accountId: BROKERAGE_ID,
        currency: 'EUR',
        toAccountId: IRA_ID,
        amount: '250',
      },
    ]);
  });
});
