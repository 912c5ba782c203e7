import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyProfile, QuoteResult } from '#shared/market-data/market-data.ts';
import { history, NOW, news, status } from '#client/testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { StockPage } from './StockPage.tsx';

// A listing abroad shows every price in its own currency (decision 084): VOD.L in pounds.

vi.mock('#client/components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const vodafone: QuoteResult = {
  symbol: 'VOD.L',
  quote: {
    symbol: 'VOD.L',
    price: 0.7218,
    change: -0.0042,
    changePercent: -0.5785,
    open: 0.726,
    high: 0.729,
    low: 0.7186,
    previousClose: 0.726,
    currency: 'GBP',
    time: '2026-11-20T16:30:00.000Z',
  },
  freshness: { asOf: NOW, stale: false },
};

const profile: CompanyProfile = {
  symbol: 'VOD.L',
  name: 'Vodafone Group PLC',
  exchange: 'LONDON STOCK EXCHANGE',
  industry: 'Telecommunication',
  website: 'https://www.vodafone.com/',
  marketCapitalization: 18000,
  currency: 'GBP',
  employees: 93000,
  country: 'GB',
  ipo: '1988-10-26',
  phone: null,
};

function renderVodafone() {
  mockApi({
    [fillPath(marketDataContract.quote.path, { symbol: 'VOD.L' })]: vodafone,
    [fillPath(marketDataContract.profile.path, { symbol: 'VOD.L' })]: { profile },
    [fillPath(marketDataContract.stats.path, { symbol: 'VOD.L' })]: {
      symbol: 'VOD.L',
      week52High: 0.8124,
      week52Low: 0.6402,
    },
    [fillPath(marketDataContract.history.path, { symbol: 'VOD.L' })]: history(
      'VOD.L',
      '1M',
      [0.7, 0.7218],
    ),
    // New York is open: the London listing still says its own exchange is closed.
    [marketDataContract.status.path]: status('simulated', true),
    [fillPath(marketDataContract.companyNews.path, { symbol: 'VOD.L' })]: news,
  });
  return renderWithProviders(<StockPage />, { path: '/stock/vod.l', routePath: '/stock/:symbol' });
}

describe('StockPage of a London listing', () => {
  it('shows its price, change, statistics, chart summary and market cap in pounds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:00:00Z'));
    renderVodafone();
    expect(screen.getByRole('heading', { level: 1, name: 'VOD.L' })).toBeVisible();
    expect(await screen.findByText('Vodafone Group PLC')).toBeVisible();
    expect(screen.getByText('LSE · Telecommunication')).toBeVisible();
    expect(screen.getAllByText('£0.7218')[0]).toBeVisible();
    expect(screen.getByText('-0.0042')).toBeVisible();
    expect(screen.getByText('(-0.58%)')).toBeVisible();
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.getByText('as of Nov 20, 4:30 PM GMT')).toBeVisible();

    const stats = await screen.findByRole('region', { name: 'Key Statistics' });
    // Open and Prev Close.
    expect(within(stats).getAllByText('£0.726')).toHaveLength(2);
    expect(within(stats).getByText('£0.729')).toBeVisible();
    expect(await within(stats).findByText('£0.8124')).toBeVisible();
    expect(stats).not.toHaveTextContent('$');

    const about = await screen.findByRole('region', { name: 'About' });
    expect(await within(about).findByText('£18.0B')).toBeVisible();
    expect(await screen.findByText('VOD.L 1M: £0.7218, +3.11%')).toBeInTheDocument();
  });

  it('says Market Open while London trades, whatever New York does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    renderVodafone();
    expect(await screen.findByText('Market Open')).toBeVisible();
    expect(screen.queryByText(/^as of/)).toBeNull();
  });
});
