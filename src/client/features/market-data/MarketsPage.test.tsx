import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { history, sectors } from '../../testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { MarketsPage } from './MarketsPage.tsx';

vi.mock('../../components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

function renderMarkets(overrides: Record<string, unknown> = {}) {
  mockApi({
    '/api/market/sectors': sectors,
    '/api/stocks/XLK/history?timeframe=3M': history('XLK', '3M', [180, 200]),
    '/api/stocks/XLV/history?timeframe=3M': history('XLV', '3M', [150, 140]),
    ...overrides,
  });
  return renderWithProviders(<MarketsPage />);
}

describe('MarketsPage', () => {
  it('shows the eight sector tiles in SPEC order, a failed one as Data unavailable', async () => {
    renderMarkets();
    const region = screen.getByRole('region', { name: 'Sectors' });
    await within(region).findByRole('button', { name: /Technology/ });
    const tiles = within(region).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent?.split('XL')[0])).toEqual([
      'Technology',
      'Healthcare',
      'Financials',
      'Consumer Discretionary',
      'Energy',
      'Industrials',
      'Utilities',
      'Materials',
    ]);
    expect(tiles[6]).toHaveTextContent('Data unavailable');
    expect(tiles[0]).toHaveTextContent('$50.00');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows placeholders while loading and Try again on failure', async () => {
    renderMarkets({ '/api/market/sectors': failWith(503) });
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(8);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('details the selected sector with a 3M chart, Open, High, Low and Prev Close', async () => {
    const user = userEvent.setup();
    renderMarkets();
    const detail = await screen.findByRole('region', { name: 'Technology (XLK)' });
    expect(await within(detail).findByText('XLK 3M: $200.00, +11.11%')).toBeInTheDocument();
    for (const label of ['Open', 'High', 'Low', 'Prev Close']) {
      expect(within(detail).getByText(label)).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: /Healthcare/ }));
    const healthcare = await screen.findByRole('region', { name: 'Healthcare (XLV)' });
    expect(await within(healthcare).findByText('XLV 3M: $140.00, -6.67%')).toBeInTheDocument();
    expect(within(healthcare).getByText('-1.10%', { exact: false })).toBeVisible();
  });

  it('labels the fixed Top Gainers and Top Losers as sample data, five each, linking to stocks', () => {
    renderMarkets();
    for (const title of ['Top Gainers', 'Top Losers']) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByText('Sample data')).toBeVisible();
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(5);
      expect(links[0]?.getAttribute('href')).toMatch(/^\/stock\/[A-Z]+$/);
    }
  });
});
