import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/Toaster.tsx';
import { clearToasts } from '../components/ui/toast-store.ts';
import { alertsKey, notificationsKey } from '../features/alerts/api.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { applyUserEvent } from './user-events.ts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const triggered = (symbol: string, n = 1) =>
  ({
    type: 'alert-triggered',
    notificationId: String(n),
    alertId: '6f1c1b1e-7c55-4d2a-9a53-2d0f6a3c0001',
    symbol,
    title: `${symbol} rose above $200.00`,
    body: `Now $200.12 at 10:4${n} ET`,
  }) as const;

describe("an 'alert-triggered' user event", () => {
  it('shows a toast at once with a link to the stock page and refetches the bell and alerts', async () => {
    const { queryClient } = renderWithProviders(<Toaster />, {
      extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock page</p> }],
    });
    queryClient.setQueryData(alertsKey, { alerts: [], limit: 200 });
    queryClient.setQueryData(notificationsKey, { notifications: [], unread: 0 });
    act(() => applyUserEvent(triggered('AAPL'), queryClient, vi.fn()));
    const region = screen.getByRole('region', { name: 'New notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('AAPL rose above $200.00');
    expect(region).toHaveTextContent('Now $200.12 at 10:41 ET');
    expect(queryClient.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(alertsKey)?.isInvalidated).toBe(true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'View AAPL' }));
    expect(await screen.findByText('Stock page')).toBeInTheDocument();
    expect(screen.queryByText('AAPL rose above $200.00')).not.toBeInTheDocument();
  });

  it('keeps the newest three, goes away after about 8 seconds, and can be dismissed', async () => {
    vi.useFakeTimers();
    const { queryClient } = renderWithProviders(<Toaster />);
    act(() => {
      for (const [index, symbol] of ['AAPL', 'MSFT', 'NVDA', 'TSLA'].entries())
        applyUserEvent(triggered(symbol, index + 1), queryClient, vi.fn());
    });
    expect(screen.queryByText('AAPL rose above $200.00')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(3);
    act(() => screen.getByRole('button', { name: 'Dismiss: MSFT rose above $200.00' }).click());
    expect(screen.getAllByRole('button', { name: /^Dismiss/ })).toHaveLength(2);
    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.getByText('TSLA rose above $200.00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).not.toBeInTheDocument();
  });
  it('stays while focus is on it, then gets its full time again', () => {
    vi.useFakeTimers();
    const { queryClient } = renderWithProviders(<Toaster />);
    act(() => applyUserEvent(triggered('AAPL'), queryClient, vi.fn()));
    const dismiss = screen.getByRole('button', { name: 'Dismiss: AAPL rose above $200.00' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('AAPL rose above $200.00')).toBeInTheDocument();
    act(() => dismiss.blur());
    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.getByText('AAPL rose above $200.00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('AAPL rose above $200.00')).not.toBeInTheDocument();
  });
});
