import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Position } from '../../../shared/portfolio.ts';
import { history, result } from '../../testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { PortfolioPage } from './PortfolioPage.tsx';

vi.mock('../../components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const position = (symbol: string, shares: string, purchasePrice: string): Position => ({
  id: `${symbol}-1`,
  symbol,
  name: null,
  shares,
  purchasePrice,
  addedAt: '2026-03-01T10:00:00.000Z',
});
// MSFT: 10 × $100 bought, now $120 → $1,200 (+$200, +20%).
// AAPL: 5 × $200 bought, now $180 → $900 (-$100, -10%). Total $2,100, +$100, +5%.
const positions = [position('MSFT', '10', '100'), position('AAPL', '5', '200')];

function renderPortfolio(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    '/api/auth/session': { user },
    '/api/portfolio': { portfolio: positions },
    '/api/quotes': { results: [result('MSFT', 120, 1), result('AAPL', 180, -1)] },
    '/api/stocks/MSFT/history': history('MSFT', '1M', [110, 120]),
    '/api/stocks/AAPL/history': history('AAPL', '1M', [190, 180]),
    ...routes,
  });
  const view = renderWithProviders(<PortfolioPage />, {
    path: '/portfolio',
    routePath: '/portfolio',
    extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock screen</p> }],
  });
  return { ...view, fetchMock };
}

const cardValue = (title: string) =>
  within(screen.getByRole('region', { name: title })).getByText(/[$%]/);

describe('PortfolioPage', () => {
  it('asks a visitor to log in or sign up', async () => {
    mockApi({ '/api/auth/session': { user: null } });
    renderWithProviders(<PortfolioPage />);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the empty message without a pie', async () => {
    renderPortfolio({ '/api/portfolio': { portfolio: [] } });
    expect(
      await screen.findByText('Your portfolio is empty. Add positions to get started.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Allocation' })).toBeNull();
    expect(cardValue('Portfolio Value')).toHaveTextContent('$0.00');
  });

  it('adds up value, gain and return in the cards', async () => {
    renderPortfolio();
    await screen.findByRole('cell', { name: '$1,200.00' });
    expect(cardValue('Portfolio Value')).toHaveTextContent('$2,100.00');
    expect(cardValue('Total Gain/Loss')).toHaveTextContent('$100.00');
    expect(cardValue('Return')).toHaveTextContent('+5.00%');
  });

  it('lists each holding with shares, prices, value and gain with percent', async () => {
    renderPortfolio();
    const holdings = await screen.findByRole('region', { name: 'Holdings' });
    await within(holdings).findByRole('cell', { name: '$1,200.00' });
    const msft = (await within(holdings).findByRole('link', { name: 'MSFT' })).closest('tr');
    const aapl = within(holdings).getByRole('link', { name: 'AAPL' }).closest('tr');
    if (!msft || !aapl) throw new Error('rows missing');
    expect(
      within(msft)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MSFT', '10', '$100.00', '$120.00', '$1,200.00', '$200.00 (+20.00%)', '']);
    expect(aapl).toHaveTextContent('-$100.00 (-10.00%)');
  });

  it('opens the stock page when a row is clicked', async () => {
    renderPortfolio();
    const cell = await screen.findByRole('cell', { name: '$1,200.00' });
    await userEvent.click(cell);
    expect(await screen.findByText('Stock screen')).toBeVisible();
  });

  it('shows each slice of the allocation pie with its value and share', async () => {
    renderPortfolio();
    await screen.findByRole('cell', { name: '$1,200.00' });
    const legend = screen.getByRole('list', { name: 'Allocation' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'MSFT$1,200.0057.14%',
      'AAPL$900.0042.86%',
    ]);
  });

  it("asks with 'Delete Position' and says so when deleting fails", async () => {
    const { fetchMock } = renderPortfolio({ '/api/portfolio/positions/MSFT-1': failWith(500) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete MSFT position' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Position' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete position. Please try again.',
    );
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/portfolio/positions/MSFT-1']);
  });

  it('Cancel in the delete dialog deletes nothing', async () => {
    const { fetchMock } = renderPortfolio();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete AAPL position' }));
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
