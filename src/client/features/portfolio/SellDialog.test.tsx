import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SellDialog } from './SellDialog.tsx';
import { todayIso } from './trade-fields.ts';
import { account, BROKERAGE_ID, IRA_ID, twoAccounts } from '../../testing/account-fixtures.ts';
import { holding } from '../../testing/holding-fixtures.ts';

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const signedIn = {
  [accountContract.session.path]: { user },
  [portfolioContract.accounts.path]: twoAccounts,
};

afterEach(() => vi.unstubAllGlobals());

// 10 shares at 100, priced at 120: 3 in the brokerage account, 7 in the IRA.
const msft = holding('MSFT', {
  accounts: [
    { accountId: BROKERAGE_ID, quantity: '3', costBasis: '300', marketValue: '360' },
    { accountId: IRA_ID, quantity: '7', costBasis: '700', marketValue: '840' },
  ],
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SellDialog', () => {
  it("posts a sell dated today at the current price, with the fees typed and the account's lot method", async () => {
    const bodies: unknown[] = [];
    const onClose = vi.fn();
    mockApi({
      ...signedIn,
      // The IRA sells at average cost; the brokerage account by FIFO.
      [portfolioContract.accounts.path]: {
        accounts: [
          account({ id: BROKERAGE_ID, name: 'Brokerage' }),
          account({ id: IRA_ID, name: 'IRA', kind: 'ira', lotMethod: 'average' }),
        ],
      },
      '/api/portfolio/transactions': ({ body }: { body: unknown }) => (
        bodies.push(body),
        json(201, {
          transaction: {
            id: 'MSFT-2',
            type: 'sell',
            symbol: 'MSFT',
            name: null,
            date: todayIso(),
            quantity: '4',
            price: '120',
            accountId: BROKERAGE_ID,
            currency: 'USD',
            fxRate: null,
            toAccountId: null,
            acquiredOn: null,
            amount: null,
            fees: '1.5',
            ratio: null,
            note: null,
            lotMethod: null,
            lots: null,
            createdAt: '2026-01-05T10:00:00.000Z',
          },
        })
      ),
    });
    renderWithProviders(<SellDialog holding={msft} onClose={onClose} />);
    const events = userEvent.setup();
    expect(screen.getByRole('dialog', { name: 'Sell MSFT' })).toHaveTextContent(
      'You hold 10 shares.',
    );
    expect(screen.getByLabelText('Date')).toHaveValue(todayIso());
    expect(screen.getByLabelText('Price')).toHaveValue('120');
    await screen.findByRole('option', { name: 'IRA' }, { timeout: 5000 });
    // The account holding the most of it is chosen first.
    expect(screen.getByLabelText('Account')).toHaveValue(IRA_ID);
    expect(screen.getByLabelText('Lots')).toHaveValue('average');
    await events.selectOptions(screen.getByLabelText('Account'), 'Brokerage');
    expect(screen.getByLabelText('Lots')).toHaveValue('fifo');
    await events.type(screen.getByLabelText('Quantity'), '4');
    await events.type(screen.getByLabelText('Fees (optional)'), '1.5');
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        type: 'sell',
        symbol: 'MSFT',
        date: todayIso(),
        quantity: '4',
        price: '120',
        fees: '1.5',
        accountId: BROKERAGE_ID,
        lotMethod: 'fifo',
        lots: null,
      },
    ]);
  });

  it("shows the server's refusal naming the shortfall, and a future date before sending", async () => {
    const fetchMock = mockApi({
      ...signedIn,
      '/api/portfolio/transactions': () =>
        json(409, {
          error: {
            code: 'insufficient-shares',
            message: 'MSFT: selling 12 on 2026-01-05 needs 2 more shares than held (10)',
          },
        }),
    });
    renderWithProviders(<SellDialog holding={msft} onClose={() => undefined} />);
    const events = userEvent.setup();
    await events.clear(screen.getByLabelText('Date'));
    await events.type(screen.getByLabelText('Date'), '2999-01-01');
    await events.type(screen.getByLabelText('Quantity'), '12');
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/transactions'))).toEqual(
      [],
    );
    await events.clear(screen.getByLabelText('Date'));
    await events.type(screen.getByLabelText('Date'), '2026-01-05');
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText(/needs 2 more shares than held/)).toBeVisible();
  });

  it('sells named lots of the chosen account, their total checked before sending', async () => {
    const bodies: unknown[] = [];
    const onClose = vi.fn();
    mockApi({
      ...signedIn,
      [portfolioContract.createTransaction.path]: ({ body }: { body: unknown }) => (
        bodies.push(body),
        json(409, {
          error: {
            code: 'lot-unavailable',
            message: 'MSFT: the 2025-03-01 lot holds only 4 shares',
          },
        })
      ),
    });
    const withLots: Holding = {
      ...msft,
      lots: [
        {
          accountId: BROKERAGE_ID,
          buyId: 'MSFT-1',
          date: '2025-01-02',
          quantity: '3',
          price: '100',
        },
        { accountId: IRA_ID, buyId: 'MSFT-2', date: '2025-02-03', quantity: '3', price: '90' },
        { accountId: IRA_ID, buyId: 'MSFT-3', date: '2025-03-01', quantity: '4', price: '110.5' },
      ],
    };
    renderWithProviders(<SellDialog holding={withLots} onClose={onClose} />);
    const events = userEvent.setup();
    await screen.findByRole('option', { name: 'IRA' }, { timeout: 5000 });
    expect(screen.getByLabelText('Lots')).toHaveValue('fifo');
    await events.selectOptions(screen.getByLabelText('Lots'), 'Choose lots');
    // The IRA's two lots, not the brokerage's.
    const lots = screen.getByRole('group', { name: 'Shares to sell from each lot' });
    expect(lots).toHaveTextContent('Acquired Feb 3, 20253 shares open · $90.00 per share');
    expect(lots).toHaveTextContent('4 shares open · $110.50 per share');
    expect(lots).not.toHaveTextContent('$100.00');
    await events.type(screen.getByLabelText('Quantity'), '5');
    await events.type(screen.getByLabelText(/lot acquired Feb 3, 2025/), '2');
    expect(lots).toHaveTextContent('The lots chosen add up to 2 shares; the sale is 5');
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('add up to 2 shares');
    expect(bodies).toEqual([]);
    // 2 + 3 = 5: the sale.
    await events.type(screen.getByLabelText(/lot acquired Mar 1, 2025/), '3');
    expect(lots).not.toHaveTextContent('add up to');
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('MSFT: the 2025-03-01 lot holds only 4 shares')).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        quantity: '5',
        accountId: IRA_ID,
        lotMethod: 'specific',
        lots: [
          { buyId: 'MSFT-2', quantity: '2' },
          { buyId: 'MSFT-3', quantity: '3' },
        ],
      }),
    ]);
    expect(onClose).not.toHaveBeenCalled();
    // Highest cost first names no lots.
    await events.selectOptions(screen.getByLabelText('Lots'), 'Highest cost first');
    expect(screen.queryByRole('group', { name: 'Shares to sell from each lot' })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'Sell' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ lotMethod: 'hifo', lots: null });
  });
});
