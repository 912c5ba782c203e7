import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import type { Notification } from '#shared/alerts/alerts.ts';
import { json, notificationFixture } from '../../testing/alert-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { NotificationBell } from './NotificationBell.tsx';

afterEach(() => vi.unstubAllGlobals());
// The panel is a lazy chunk: load it once up front so the first test does not time out on it.
beforeAll(() => import('./BellPanel.tsx'));

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const fresh = notificationFixture({ id: '3' });
const older = notificationFixture({
  id: '2',
  symbol: 'MSFT',
  title: 'MSFT fell below $380.00',
  body: 'Now $379.50 at 11:02 ET',
  read: true,
});

function renderBell(notifications: Notification[], session: unknown = { user }) {
  const marked: unknown[] = [];
  let list = notifications;
  mockApi({
    [accountContract.session.path]: session,
    [alertsContract.notifications.path]: () =>
      json(200, { notifications: list, unread: list.filter((item) => !item.read).length }),
    [alertsContract.markNotificationsRead.path]: ({ body }: { body: unknown }) => {
      marked.push(body);
      list = list.map((item) => ({ ...item, read: true }));
      return json(200, { unread: 0 });
    },
  });
  renderWithProviders(<NotificationBell />, {
    extraRoutes: [{ path: '/stock/:symbol', element: <p>Stock page</p> }],
  });
  return { marked, user: userEvent.setup() };
}

describe('NotificationBell', () => {
  it('says how many are unread and lists the newest with an unread marker', async () => {
    const { user: clicker } = renderBell([fresh, older]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await clicker.click(bell);
    // The first opening waits for the panel's chunk: the click is kept, not lost.
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^Unread: AAPL rose above \$200\.00 Now \$200\.12/);
    expect(links[0]).toHaveAttribute('href', '/stock/AAPL');
    expect(links[1]).toHaveAccessibleName(/^MSFT fell below \$380\.00/);
    expect(panel.querySelector('time')).toHaveAttribute('datetime', fresh.createdAt);
  });

  it('marks an unread notification read when it is opened and goes to its stock page', async () => {
    const { marked, user: clicker } = renderBell([fresh, older]);
    await clicker.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await clicker.click(await screen.findByRole('link', { name: /AAPL rose above/ }));
    expect(await screen.findByText('Stock page')).toBeInTheDocument();
    await waitFor(() => expect(marked).toEqual([{ ids: ['3'] }]));
  });

  it('marks all read, and closes on Escape with focus back on the bell', async () => {
    const { marked, user: clicker } = renderBell([
      fresh,
      notificationFixture({ id: '4', read: false }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await clicker.click(bell);
    await clicker.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toEqual([{ all: true }]));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await clicker.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('shows the count and opens from the keyboard before the panel has loaded, with its aria state', async () => {
    const { user: clicker } = renderBell([fresh, older]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    bell.focus();
    await clicker.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('link')[0]).toHaveAccessibleName(/AAPL rose above/);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await clicker.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await clicker.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('is not shown to visitors', async () => {
    renderBell([], { user: null });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});
