import { screen, waitFor, within } from '@testing-library/react';
import { holdingsAnswer } from '#client/testing/account-fixtures.ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { holding } from '#client/testing/holding-fixtures.ts';
import { result } from '#client/testing/market-fixtures.ts';
import { failWith, mockApi, renderWithProviders } from '#client/testing/render-with-providers.tsx';
import { PortfolioScreen } from './PortfolioScreen.tsx';

// The dialog is a lazy chunk: load it once up front, so a cold transform does not time out a test.
beforeAll(() => import('#client/features/alerts/AlertDialog.tsx'));

vi.mock('#client/components/charts/ChartCanvas.tsx', () => ({ default: () => <div /> }));

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const aapl = holding('AAPL', {
  name: 'Apple Inc',
  quantity: '5',
  averageCost: '200',
  costBasis: '1000',
  price: '180',
  marketValue: '900',
  dayChange: '-5',
  unrealizedGain: '-100',
  unrealizedGainPercent: '-10',
});
const totals = {
  marketValue: '900',
  costBasis: '1000',
  unrealizedGain: '-100',
  realizedGain: '0',
  dividends: '0',
  dayChange: '-5',
};

describe('PortfolioScreen', () => {
  it("opens the alert dialog from a holding's row without following the row's link", async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [portfolioContract.holdings.path]: holdingsAnswer([aapl], totals),
      [portfolioContract.performance.path]: failWith(503),
      [fillPath(marketDataContract.quote.path, { symbol: 'AAPL' })]: result('AAPL', 180, -1),
    });
    renderWithProviders(<PortfolioScreen />, {
      path: '/portfolio',
      routePath: '/portfolio',
      extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock screen</p> }],
    });
    const clicker = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Create alert for AAPL' });
    await clicker.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Create alert for AAPL' });
    await waitFor(() => expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('180.00'));
    // Clicks in the dialog bubble up the React tree to the row; they must not navigate.
    await clicker.click(within(dialog).getByLabelText('Note (optional)'));
    await clicker.click(within(dialog).getByLabelText('Re-arm'));
    await clicker.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Stock screen')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
