import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import type { Holdings, Transaction } from '#shared/portfolio/portfolio-ledger.ts';
import { account, BROKERAGE_ID, IRA_ID } from '../../testing/account-fixtures.ts';
import { holding } from '../../testing/holding-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { EntryDialog } from './EntryDialog.tsx';

// The general entry form's sells choose their lots as the sell dialog does (docs/decisions/093):
// the account's method first, the account's open lots for specific ones, a stored sale's own.

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const totals = {
  marketValue: '0',
  cash: '0',
  totalValue: '0',
  costBasis: '0',
  unrealizedGain: '0',
  priceGain: '0',
  currencyGain: '0',
  realizedGain: '0',
  realizedCurrencyGain: '0',
  dividends: '0',
  taxWithheld: '0',
  interest: '0',
  accountFees: '0',
  dayChange: '0',
};
const lot = (buyId: string, accountId: string, date: string, quantity: string, price: string) => ({
  accountId,
  buyId,
  date,
  quantity,
  price,
});
const holdings: Holdings = {
  method: 'fifo',
  baseCurrency: 'USD',
  account: null,
  cash: [],
  totals,
  holdings: [
    holding('MSFT', {
      totalReturn: '200',
      weight: '100',
      lots: [
        lot('MSFT-1', BROKERAGE_ID, '2026-01-05', '6', '100'),
        lot('MSFT-5', BROKERAGE_ID, '2026-02-05', '3', '90'),
        lot('MSFT-7', IRA_ID, '2026-02-05', '1', '95'),
      ],
    }),
  ],
};
const sale: Transaction = {
  id: 'MSFT-2',
  type: 'sell',
  symbol: 'MSFT',
  name: null,
  date: '2026-03-02',
  quantity: '4',
  price: '120',
  amount: null,
  fees: null,
  ratio: null,
  accountId: BROKERAGE_ID,
  currency: 'USD',
  fxRate: null,
  toAccountId: null,
  acquiredOn: null,
  lotMethod: 'specific',
  lots: [{ buyId: 'MSFT-1', quantity: '4' }],
  note: null,
  createdAt: '2026-03-02T10:00:00.000Z',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderEntry(editing: Transaction | null, sent: unknown[]) {
  const answer = ({ method, body }: { method: string; body: unknown }) => (
    sent.push([method, body]),
    json(method === 'POST' ? 201 : 200, { transaction: sale })
  );
  mockApi({
    [accountContract.session.path]: { user },
    [portfolioContract.accounts.path]: {
      accounts: [
        account({ id: BROKERAGE_ID, name: 'Brokerage', lotMethod: 'hifo' }),
        account({ id: IRA_ID, name: 'IRA', kind: 'ira' }),
      ],
    },
    [portfolioContract.holdings.path]: holdings,
    [portfolioContract.createTransaction.path]: answer,
    [fillPath(portfolioContract.updateTransaction.path, { id: 'MSFT-2' })]: answer,
  });
  renderWithProviders(<EntryDialog editing={editing} open onClose={() => undefined} />);
}

describe('EntryDialog', () => {
  it("starts a new sell at its account's method, and sends the lots chosen", async () => {
    const sent: unknown[] = [];
    renderEntry(null, sent);
    const events = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    await within(dialog).findByRole('option', { name: 'IRA' }, { timeout: 5000 });
    await events.selectOptions(within(dialog).getByLabelText('Type'), 'Sell');
    await events.type(within(dialog).getByLabelText('Symbol'), 'msft');
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Lots')).toHaveValue('hifo'), {
      timeout: 5000,
    });
    await events.selectOptions(within(dialog).getByLabelText('Account'), 'IRA');
    expect(within(dialog).getByLabelText('Lots')).toHaveValue('fifo');
    await events.selectOptions(within(dialog).getByLabelText('Account'), 'Brokerage');
    await events.selectOptions(within(dialog).getByLabelText('Lots'), 'Choose lots');
    // The brokerage account's two lots, not the IRA's.
    const lots = within(dialog).getByRole('group', { name: 'Shares to sell from each lot' });
    expect(within(lots).getAllByRole('textbox')).toHaveLength(2);
    await events.type(within(dialog).getByLabelText('Quantity'), '2');
    await events.type(within(dialog).getByLabelText('Price'), '130');
    await events.type(within(lots).getByLabelText(/acquired Feb 5, 2026/), '2');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toEqual([
      'POST',
      expect.objectContaining({
        type: 'sell',
        symbol: 'MSFT',
        quantity: '2',
        accountId: BROKERAGE_ID,
        lotMethod: 'specific',
        lots: [{ buyId: 'MSFT-5', quantity: '2' }],
      }),
    ]);
  });

  it('edits a stored sale with its own lots, the shares it took open again to it', async () => {
    const sent: unknown[] = [];
    renderEntry(sale, sent);
    const events = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Edit sell of MSFT' });
    expect(within(dialog).getByLabelText('Lots')).toHaveValue('specific');
    const lots = within(dialog).getByRole('group', { name: 'Shares to sell from each lot' });
    // 6 still open and the 4 this sale took: 10.
    await vi.waitFor(() => expect(lots).toHaveTextContent('10 shares open · $100.00 per share'), {
      timeout: 5000,
    });
    expect(within(lots).getByLabelText(/acquired Jan 5, 2026/)).toHaveValue('4');
    const price = within(dialog).getByLabelText('Price');
    await events.clear(price);
    await events.type(price, '125');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toEqual([
      'PATCH',
      expect.objectContaining({
        price: '125',
        lotMethod: 'specific',
        lots: [{ buyId: 'MSFT-1', quantity: '4' }],
      }),
    ]);
  });
});
