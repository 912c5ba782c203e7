import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdingsContract } from '#shared/portfolio/portfolio-holdings.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { sessionKey } from '../../lib/session.ts';
import { holdingsQuery } from './ledger-api.ts';
import { PortfolioPage } from './PortfolioPage.tsx';
import { card, holdings, renderPortfolio, rowOf, user } from './PortfolioPageFixtures.tsx';

// The dialog is a lazy chunk: load it once up front, so a cold transform does not time out a test.
beforeAll(() => import('./DeletePositionDialog.tsx'));

vi.mock('../../components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

describe('PortfolioPage', () => {
  it('asks a visitor to log in or sign up', async () => {
    mockApi({ '/api/auth/session': { user: null } });
    renderWithProviders(<PortfolioPage />);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fportfolio',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows skeletons, never $0.00, while the holdings load', async () => {
    renderPortfolio({ '/api/portfolio/holdings': () => new Promise<Response>(() => undefined) });
    await screen.findByRole('region', { name: 'Portfolio Value' });
    expect(within(card('Portfolio Value')).getByText('Loading')).toBeInTheDocument();
    expect(within(card('Portfolio Value')).getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).toBeNull();
  });

  it('shows the empty message without a pie', async () => {
    renderPortfolio({
      '/api/portfolio/holdings': { ...holdings, holdings: [], totals: { ...holdings.totals } },
    });
    expect(
      await screen.findByText('Your portfolio is empty. Add positions to get started.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Allocation by position' })).toBeNull();
  });

  it("shows the server's value, and the gain and TWR of the chart's range, named", async () => {
    renderPortfolio();
    await screen.findByRole('region', { name: 'Portfolio Value' });
    // The total is the shares' value and the cash.
    await within(card('Portfolio Value')).findByText('Cash');
    expect(card('Portfolio Value')).toHaveTextContent('$2,100.00Shares$2,100.00Cash$0.00');
    // The gain over 1Y ends at the value now (the card beside it, not the last close's 1,050):
    // 2,100 − 0 at the start − 1,000 paid in = 1,100.
    const gain = await screen.findByRole('region', { name: 'Total Gain/Loss (1Y)' });
    expect(await within(gain).findByText('$1,100.00')).toBeVisible();
    expect(gain).toHaveTextContent('Value at end$2,100.00− at start$0.00− paid in, net$1,000.00');
    const twr = card('Return (1Y, time-weighted)');
    expect(await within(twr).findByText('+5.12%')).toBeVisible();
    // One range for both: 3M chosen at the chart renames both cards.
    await userEvent.click(screen.getByRole('button', { name: '3M' }));
    expect(await screen.findByRole('region', { name: 'Total Gain/Loss (3M)' })).toBeVisible();
    expect(card('Return (3M, time-weighted)')).toBeVisible();
  });

  it('lists each holding with SPEC columns plus the day change, and opens its lots', async () => {
    renderPortfolio();
    await screen.findByRole('link', { name: 'MSFT' });
    const cells = within(rowOf('MSFT'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Secondary figures under the first: name, avg cost, day, weight, percent, realized.
    expect(cells.slice(1, 9)).toEqual([
      'MSFT—',
      '10$100.00',
      '$120.00$10.00',
      '$1,200.00—',
      '$1,000.00',
      '$200.00+20.00%',
      '$0.00$0.00',
      '—',
    ]);
    expect(rowOf('AAPL')).toHaveTextContent('-$100.00-10.00%');
    const events = userEvent.setup();
    const lots = screen.getByRole('button', { name: 'MSFT lots' });
    expect(lots).toHaveAttribute('aria-expanded', 'false');
    await events.click(lots);
    expect(lots).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'MSFT lots' })).toHaveTextContent(
      '2026-01-05: 10 shares at $100.00',
    );
  });

  it('opens the stock page when a row is clicked', async () => {
    renderPortfolio();
    await screen.findByRole('link', { name: 'MSFT' });
    const cell = within(rowOf('MSFT')).getAllByRole('cell')[5];
    if (!cell) throw new Error('no cost basis cell');
    await userEvent.click(cell);
    expect(await screen.findByText('Stock screen')).toBeVisible();
  });

  it('shows TWR and MWR, and says when no money-weighted return exists', async () => {
    renderPortfolio();
    expect(await screen.findByText('+8.31%')).toBeVisible();
    expect(screen.getByText('+4.09%')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '3M' }));
    expect(
      await screen.findByText('No money-weighted return exists for this range.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives the annual rates beside the returns of a range of a year or more only', async () => {
    renderPortfolio();
    expect(
      await screen.findByText('Your own return, counting when you added and took out money.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '5Y' }));
    expect(
      await screen.findByText(
        'Your own return, counting when you added and took out money. +8.45% a year.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'How your holdings performed, whatever money you added or took out. +7.12% a year.',
      ),
    ).toBeVisible();
  });

  it("'Delete Position' says what goes, removes it, and offers Undo", async () => {
    const kinds = [
      { type: 'buy', count: 3 },
      { type: 'dividend', count: 4 },
      { type: 'sell', count: 1 },
    ];
    const undo = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const path = fillPath(holdingsContract.removeHolding.path, { symbol: 'AAPL' });
    const { fetchMock } = renderPortfolio({
      [`${path}/transactions`]: { symbol: 'AAPL', total: 8, kinds },
      [path]: { symbol: 'AAPL', total: 8, kinds, undo, undoUntil: '2026-01-07T10:10:00.000Z' },
      [holdingsContract.restoreHolding.path]: { restored: 8 },
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete AAPL position' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Position' });
    expect(
      await within(dialog).findByText(/all 8 of its transactions: 3 buys, 4 dividends and 1 sell/),
    ).toBeVisible();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await events.click(await screen.findByRole('button', { name: 'Undo' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'DELETE' || init?.method === 'POST')
          .map(([url, init]) => `${init?.method} ${String(url)} ${String(init?.body ?? '')}`),
      ).toEqual([
        `DELETE ${path} `,
        `POST ${holdingsContract.restoreHolding.path} ${JSON.stringify({ undo })}`,
      ]),
    );
    expect(await screen.findByText('AAPL restored')).toBeVisible();
  });

  it('says so when deleting fails, and Cancel deletes nothing', async () => {
    const { fetchMock } = renderPortfolio({
      [fillPath(holdingsContract.removeHolding.path, { symbol: 'MSFT' })]: failWith(500),
      [fillPath(holdingsContract.holdingTransactions.path, { symbol: 'MSFT' })]: failWith(500),
      [fillPath(holdingsContract.holdingTransactions.path, { symbol: 'AAPL' })]: failWith(500),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete AAPL position' }));
    await events.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await events.click(screen.getByRole('button', { name: 'Delete MSFT position' }));
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete position. Please try again.',
    );
  });

  it('never shows the allocation and performance cards above a table still loading', async () => {
    // Cards shown below the table's skeleton would be pushed down by its rows when the holdings
    // arrive: a layout shift, which Lighthouse counted on /portfolio.
    const seen: { cards: boolean; table: boolean }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({
        cards: screen.queryByRole('region', { name: 'Allocation' }) !== null,
        table: screen.queryByRole('link', { name: 'MSFT' }) !== null,
      }),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const { queryClient } = renderPortfolio();
      act(() => {
        queryClient.setQueryData(sessionKey, { user });
        queryClient.setQueryData(holdingsQuery().queryKey, holdings);
      });
      await screen.findByRole('region', { name: 'Allocation' });
    } finally {
      observer.disconnect();
    }
    expect(seen.filter(({ cards, table }) => cards && !table)).toEqual([]);
    expect(seen.some(({ cards, table }) => cards && table)).toBe(true);
  });
});
