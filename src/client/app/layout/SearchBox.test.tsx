import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { SearchBox } from './SearchBox.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const appleResults = {
  results: [
    { symbol: 'AAPL', description: 'APPLE INC', type: 'Common Stock' },
    { symbol: 'AAPL.SW', description: 'APPLE INC', type: 'Common Stock' },
    { symbol: 'APLE', description: 'APPLE HOSPITALITY REIT INC', type: 'Common Stock' },
    { symbol: 'AAPB', description: 'GRANITESHARES 2X LONG AAPL', type: 'ETP' },
    { symbol: 'AAPJ', description: 'APPLE JAPAN', type: 'Common Stock' },
    { symbol: 'AAPX', description: 'APPLE X', type: 'Common Stock' },
    { symbol: 'AAPY', description: 'APPLE Y', type: 'Common Stock' },
  ],
};

function renderSearch() {
  const fetchMock = mockApi({ '/api/search': appleResults });
  const view = renderWithProviders(<SearchBox />, {
    extraRoutes: [{ path: '/stock/:symbol', element: <SearchBox /> }],
  });
  return { ...view, fetchMock, box: screen.getByRole('combobox', { name: 'Search stocks' }) };
}

describe('SearchBox', () => {
  it('searches once typing has paused for 2000 ms, showing Searching… meanwhile', async () => {
    vi.useFakeTimers();
    const { box, fetchMock } = renderSearch();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'appl' } });
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.change(box, { target: { value: 'apple' } });
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    act(() => vi.advanceTimersByTime(1990));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    vi.useRealTimers();
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await within(list).findByText('AAPL');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search?q=apple&limit=5');
  });

  it('searches at once on Enter and lists at most five common stocks', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'apple{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.map((option) => option.textContent)).not.toContain(
      'AAPBGRANITESHARES 2X LONG AAPL',
    );
    expect(options[0]).toHaveTextContent('AAPLAPPLE INC');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through results with the arrows and opens one with Enter, then clears', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch();
    await user.type(box, 'apple{Enter}');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('AAPL.SW');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe('/stock/AAPL');
    expect(screen.getByRole('combobox', { name: 'Search stocks' })).toHaveValue('');
  });

  it('closes the results on Escape', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'apple{Enter}');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("focuses the box when '/' is pressed outside a text field", () => {
    const { box } = renderSearch();
    expect(box).not.toHaveFocus();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box).toHaveFocus();
  });

  it('opens a result clicked with the mouse', async () => {
    const user = userEvent.setup();
    const { box, router } = renderSearch();
    await user.type(box, 'apple{Enter}');
    await user.click(await screen.findByRole('option', { name: /APLE/ }));
    expect(router.state.location.pathname).toBe('/stock/APLE');
  });
});
