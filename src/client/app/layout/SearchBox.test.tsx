import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import type { SymbolCatalogue } from '#shared/market-data/symbol-catalogue.ts';
import { symbolIndexQuery } from '../../lib/symbol-search.ts';
import { failWith, mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SearchBox } from './SearchBox.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEARCH = marketDataContract.search.path;
const SYMBOLS = marketDataContract.symbols.path;

const catalogue: SymbolCatalogue = {
  asOf: '2026-11-24T00:00:00.000Z',
  rows: [
    ['AMD', 'Advanced Micro Devices, Inc.', 13, 0],
    ['MU', 'Micron Technology, Inc.', 39, 0],
    ['MSFT', 'Microsoft Corporation', 2, 0],
    ['MCHP', 'Microchip Technology Incorporated', null, 0],
    ['AAPL', 'Apple Inc.', 1, 0],
    ['SPY', 'SPDR S&P 500 ETF Trust', 9, 1],
  ],
};

const providerResults = {
  results: [
    { symbol: 'MSFT', description: 'MICROSOFT CORP', type: 'Common Stock' },
    { symbol: 'MICS', description: 'SINGING MACHINE CO', type: 'Common Stock' },
    { symbol: 'MIFI', description: 'MICRO FUND', type: 'ETP' },
  ],
};

function renderSearch(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({ [SYMBOLS]: catalogue, [SEARCH]: providerResults, ...routes });
  const view = renderWithProviders(<SearchBox />, {
    extraRoutes: [{ path: '/stock/:symbol', element: <SearchBox /> }],
  });
  return { ...view, fetchMock, box: screen.getByRole('combobox', { name: 'Search stocks' }) };
}

const paths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('SearchBox', () => {
  it('loads the symbol catalogue on first focus, not before', async () => {
    const { box, fetchMock } = renderSearch();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(box);
    await vi.waitFor(() => expect(paths(fetchMock)).toEqual([SYMBOLS]));
  });

  it('shows index matches on the first keystroke, Microsoft first, before any provider call', async () => {
    const user = userEvent.setup();
    const { box, fetchMock } = renderSearch();
    await user.click(box);
    await vi.waitFor(() => expect(paths(fetchMock)).toEqual([SYMBOLS]));
    await user.type(box, 'micro');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'MSFTMicrosoft Corporation',
      'AMDAdvanced Micro Devices, Inc.',
      'MUMicron Technology, Inc.',
      'MCHPMicrochip Technology Incorporated',
    ]);
    expect(paths(fetchMock)).toEqual([SYMBOLS]);
  });

  it('asks the provider 2000 ms after typing stops and merges what the index lacks', async () => {
    const { box, fetchMock, queryClient } = renderSearch();
    fireEvent.focus(box);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(symbolIndexQuery().queryKey)).toBeDefined(),
    );
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'mic' } });
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.change(box, { target: { value: 'micro' } });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('MSFT');
    act(() => vi.advanceTimersByTime(1990));
    expect(paths(fetchMock)).toEqual([SYMBOLS]);
    act(() => vi.advanceTimersByTime(20));
    vi.useRealTimers();
    const list = screen.getByRole('listbox', { name: 'Search results' });
    await within(list).findByText('MICS');
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`${SEARCH}?q=micro&limit=5`);
    const symbols = within(list)
      .getAllByRole('option')
      .map((option) => option.firstChild?.textContent);
    // Five at most (SPEC §9); MSFT once; the provider's ETP is not a common stock.
    expect(symbols).toEqual(['MSFT', 'AMD', 'MU', 'MCHP', 'MICS']);
  });

  it('opens the exact ticker on Enter', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch();
    await user.click(box);
    await user.type(box, 'msft');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(router.pathname).toBe('/stock/MSFT');
    expect(screen.getByRole('combobox', { name: 'Search stocks' })).toHaveValue('');
  });

  it('opens a ticker typed with Enter before the catalogue arrived, once the provider knows it', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch({
      [SYMBOLS]: () => new Response(null, { status: 503 }),
    });
    await user.click(box);
    await user.type(box, 'MSFT{Enter}');
    await vi.waitFor(() => expect(router.pathname).toBe('/stock/MSFT'));
  });

  it('moves through results with the arrows and opens the highlighted one with Enter', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch();
    await user.click(box);
    await user.type(box, 'micro');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('AMD');
    expect(screen.getByRole('option', { name: /AMD/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.pathname).toBe('/stock/MSFT');
  });

  it('closes the results on Escape', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.click(box);
    await user.type(box, 'micro');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch({ [SEARCH]: { results: [] } });
    await user.type(screen.getByRole('combobox', { name: 'Search stocks' }), 'zzz{Enter}');
    expect(await screen.findByText('No matching stocks')).toBeVisible();
  });

  it('says when the search failed and nothing in the index matched (SPEC §8)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSearch({ [SEARCH]: failWith(503) });
    await user.type(screen.getByRole('combobox', { name: 'Search stocks' }), 'zzz{Enter}');
    expect(await screen.findByText('Failed to search stocks')).toBeVisible();
  });

  it("focuses the box when '/' is pressed outside a text field", () => {
    const { box } = renderSearch();
    expect(box).not.toHaveFocus();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
  });

  it('opens a result clicked with the mouse and labels funds', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch();
    await user.click(box);
    await user.type(box, 's&p');
    const spy = await screen.findByRole('option', { name: /SPY/ });
    expect(spy).toHaveTextContent('ETF');
    await user.click(spy);
    expect(router.pathname).toBe('/stock/SPY');
  });
});
