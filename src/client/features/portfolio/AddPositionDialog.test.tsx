import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import type { SymbolCatalogue } from '#shared/market-data/symbol-catalogue.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AddPositionDialog } from './AddPositionDialog.tsx';
import { todayIso } from './trade-fields.ts';

afterEach(() => vi.unstubAllGlobals());

const SYMBOLS = marketDataContract.symbols.path;
const SEARCH = marketDataContract.search.path;
const catalogue: SymbolCatalogue = {
  asOf: '2026-11-24T00:00:00.000Z',
  rows: [
    ['AMD', 'Advanced Micro Devices, Inc.', 13, 0],
    ['MU', 'Micron Technology, Inc.', 39, 0],
    ['MSFT', 'Microsoft Corporation', 2, 0],
  ],
};
/** The requests made, the session's and the account picker's apart. */
const pathsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost').pathname)
    .filter(
      (path) => path !== accountContract.session.path && path !== portfolioContract.accounts.path,
    );

describe('AddPositionDialog', () => {
  it("shows SPEC §5's messages before anything is sent", async () => {
    const fetchMock = mockApi({ [SYMBOLS]: catalogue });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Please select a stock')).toBeVisible();
    expect(screen.getByText('Number of shares is required')).toBeVisible();
    expect(screen.getByText('Purchase price is required')).toBeVisible();
    await user.type(screen.getByLabelText('Shares'), '0');
    await user.type(screen.getByLabelText('Purchase price'), '0.001');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Shares must be greater than 0')).toBeVisible();
    expect(screen.getByText('Price must be greater than 0')).toBeVisible();
    expect(pathsOf(fetchMock).filter((path) => path !== SYMBOLS)).toEqual([]);
  });

  it('totals shares × price without float drift', async () => {
    mockApi({ [SYMBOLS]: catalogue });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Shares'), '3');
    await user.type(screen.getByLabelText('Purchase price'), '0.1');
    expect(screen.getByText('$0.30')).toBeVisible();
  });
});

describe('AddPositionDialog as a dated buy', () => {
  it('posts a buy with its date and fees, the date not in the future', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      [SYMBOLS]: () => new Response(null, { status: 503 }),
      [SEARCH]: {
        results: [{ symbol: 'MSFT', description: 'Microsoft Corp', type: 'Common Stock' }],
      },
      [fillPath(marketDataContract.quote.path, { symbol: 'MSFT' })]: () =>
        new Response(null, { status: 503 }),
      '/api/portfolio/transactions': ({ body }: { body: unknown }) => {
        bodies.push(body);
        return new Response(null, { status: 500 });
      },
    });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Date')).toHaveValue(todayIso());
    await user.type(screen.getByLabelText('Search stock'), 'MSFT');
    await user.click(await screen.findByRole('option', { name: /MSFT/ }));
    await user.type(screen.getByLabelText('Shares'), '2');
    await user.type(screen.getByLabelText('Purchase price'), '300.5');
    await user.type(screen.getByLabelText('Fees (optional)'), '1');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2999-12-31');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeVisible();
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2024-03-15');
    await user.click(screen.getByRole('button', { name: 'Add to Portfolio' }));
    expect(await screen.findByText('Failed to add position to portfolio')).toBeVisible();
    expect(bodies).toEqual([
      {
        type: 'buy',
        symbol: 'MSFT',
        name: 'Microsoft Corp',
        date: '2024-03-15',
        quantity: '2',
        price: '300.5',
        fees: '1',
      },
    ]);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('AddPositionDialog search', () => {
  const quotePath = fillPath(marketDataContract.quote.path, { symbol: 'MSFT' });
  const quote = {
    symbol: 'MSFT',
    quote: {
      symbol: 'MSFT',
      price: 461.234,
      change: 1,
      changePercent: 0.2,
      open: 460,
      high: 462,
      low: 459,
      previousClose: 460.234,
      currency: 'USD',
      time: '2026-11-24T15:00:00.000Z',
    },
    freshness: { asOf: '2026-11-24T15:00:00.000Z', stale: false },
  };

  it('lists index matches on the first keystroke, before the provider is asked', async () => {
    const fetchMock = mockApi({ [SYMBOLS]: catalogue, [SEARCH]: { results: [] } });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search stock' });
    await user.click(box);
    await vi.waitFor(() => expect(pathsOf(fetchMock)).toEqual([SYMBOLS]));
    await user.type(box, 'm');
    expect(
      (
        await within(await screen.findByRole('listbox', { name: 'Search results' })).findAllByRole(
          'option',
        )
      ).map((o) => o.firstChild?.textContent),
    ).toEqual(['MSFT', 'MU', 'AMD']);
    expect(pathsOf(fetchMock)).toEqual([SYMBOLS]);
  });

  it('moves through results with the arrows; Enter picks one and focus moves to Shares', async () => {
    mockApi({ [SYMBOLS]: catalogue, [SEARCH]: { results: [] }, [quotePath]: quote });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search stock' });
    await user.click(box);
    await user.type(box, 'micro');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('AMD');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Shares')).toHaveFocus();
    expect(screen.getByText('Advanced Micro Devices, Inc.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Search stock' })).toBeNull();
  });

  it('picks the exact ticker on Enter, prefills its price and moves focus to Shares', async () => {
    mockApi({ [SYMBOLS]: catalogue, [SEARCH]: { results: [] }, [quotePath]: quote });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Search stock' });
    await user.click(box);
    await user.type(box, 'msft');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Shares')).toHaveFocus();
    await vi.waitFor(() => expect(screen.getByLabelText('Purchase price')).toHaveValue('461.23'));
    expect(screen.queryByText('Please select a stock')).toBeNull();
  });

  it('picks a result tapped or clicked, focus moving to Shares', async () => {
    mockApi({ [SYMBOLS]: catalogue, [SEARCH]: { results: [] }, [quotePath]: quote });
    renderWithProviders(<AddPositionDialog open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search stock' }), 'micron');
    await user.click(await screen.findByRole('option', { name: /MU/ }));
    expect(screen.getByLabelText('Shares')).toHaveFocus();
  });
});
