import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract as api } from '#shared/market-data/market-data.contract.ts';
import type { Fundamentals } from '#shared/market-data/fundamentals.ts';
import { appleProfile, history, news, result, status } from '#client/testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { StockPage } from './StockPage.tsx';

vi.mock('#client/components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

const apple: Fundamentals = {
  symbol: 'AAPL',
  kind: 'stock',
  provider: 'simulated',
  currency: 'USD',
  peRatio: { value: 32.23, asOf: '2026-11-18' },
  eps: { value: 6.59, asOf: '2026-09-30' },
  dividendYield: { value: 0.47, asOf: '2026-11-18' },
  beta: { value: 1.21, asOf: '2026-11-18' },
  volume: { value: 41_234_567, asOf: '2026-11-18' },
  averageVolume: { value: 47_830_000, asOf: '2026-11-18' },
  averageVolume3Month: { value: 52_100_000, asOf: '2026-11-18' },
  nextEarnings: { date: '2027-01-29', asOf: '2026-11-18' },
};

const spy: Fundamentals = {
  ...apple,
  symbol: 'SPY',
  kind: 'fund',
  peRatio: null,
  eps: null,
  nextEarnings: null,
};

function renderStock(symbol: string, fundamentals: Fundamentals) {
  const at = (path: string) => fillPath(path, { symbol });
  mockApi({
    [at(api.quote.path)]: result(symbol, 212.4, 1.5),
    [at(api.profile.path)]: { profile: symbol === 'AAPL' ? appleProfile : null },
    [at(api.stats.path)]: { symbol, week52High: 260.1, week52Low: 164.08 },
    [at(api.fundamentals.path)]: fundamentals,
    [at(api.history.path)]: history(symbol, '1M', [200, 212.4]),
    [api.status.path]: status('simulated', false),
    [at(api.companyNews.path)]: news,
  });
  return renderWithProviders(<StockPage />, {
    path: `/stock/${symbol}`,
    routePath: '/stock/:symbol',
  });
}

describe('Key Statistics fundamentals', () => {
  it('shows P/E, EPS, yield, beta, volumes and the next earnings date, each with its date', async () => {
    renderStock('AAPL', apple);
    const card = await screen.findByRole('region', { name: 'Key Statistics' });
    await within(card).findByText('32.23');
    expect(card).toHaveTextContent('EPS (TTM)$6.59as of Sep 30, 2026');
    expect(card).toHaveTextContent('Dividend Yield0.47%as of Nov 18, 2026');
    expect(card).toHaveTextContent('Beta1.21');
    expect(card).toHaveTextContent('Volume41,234,567as of Nov 18, 2026');
    expect(card).toHaveTextContent('Avg Volume (10D)47,830,000');
    expect(card).toHaveTextContent('Next EarningsJan 29, 2027as of Nov 18, 2026');
  });

  it('says plainly what an ETF lacks, in the card and in About', async () => {
    renderStock('SPY', spy);
    const card = await screen.findByRole('region', { name: 'Key Statistics' });
    expect(await within(card).findByText('The data provider has no P/E for ETFs')).toBeVisible();
    expect(within(card).getByText('The data provider has no EPS for ETFs')).toBeVisible();
    expect(within(card).getByText('ETFs report no earnings')).toBeVisible();
    const about = screen.getByRole('region', { name: 'About' });
    expect(
      await within(about).findByText('The data provider has no company profile for ETFs.'),
    ).toBeVisible();
    expect(screen.queryByText('No data available')).toBeNull();
  });
});
