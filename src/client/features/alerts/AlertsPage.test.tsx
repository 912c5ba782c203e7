import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { formatMarketTime } from '#shared/platform/format.ts';
import type { Alert } from '#shared/alerts/alerts.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { alertsOfEachStatus, json } from '../../testing/alert-fixtures.ts';
import { result } from '../../testing/market-fixtures.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AlertsPage } from './AlertsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const { armed, triggered, paused } = alertsOfEachStatus('Take profits');

function renderAlerts(alerts: Alert[], session: unknown = { user }) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  const record =
    (path: string, answer: unknown) =>
    ({ method, body }: { method: string; body: unknown }) => (
      sent.push({ path, method, body }),
      json(method === 'DELETE' ? 204 : 200, answer)
    );
  const routes: Record<string, unknown> = {
    [accountContract.session.path]: session,
    [alertsContract.alerts.path]: { alerts, limit: 200 },
    [fillPath(marketDataContract.quote.path, { symbol: 'AAPL' })]: result('AAPL', 190, 1),
  };
  for (const alert of alerts) {
    const path = fillPath(alertsContract.updateAlert.path, { id: alert.id });
    routes[path] = record(path, alert);
  }
  mockApi(routes);
  renderWithProviders(<AlertsPage />, {
    path: '/alerts',
    routePath: '/alerts',
    extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
  });
  return { sent, user: userEvent.setup() };
}

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('AlertsPage', () => {
  it('groups alerts by status and shows what each waits for, its note, repeat and history', async () => {
    renderAlerts([paused, triggered, armed]);
    expect(await screen.findByText('3 of 200 alerts')).toBeInTheDocument();
    const groups = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading').textContent);
    expect(groups).toEqual(['Armed (1)', 'Triggered (1)', 'Paused (1)']);

    const armedGroup = group(/Armed/);
    expect(within(armedGroup).getByRole('link', { name: 'AAPL' })).toHaveAttribute(
      'href',
      '/stock/AAPL',
    );
    expect(armedGroup).toHaveTextContent('AAPL rises to or above $200.00');
    expect(armedGroup).toHaveTextContent('Take profits');
    expect(armedGroup).toHaveTextContent('RepeatOnce');
    expect(armedGroup).toHaveTextContent('Last triggeredNever');

    const triggeredGroup = group(/Triggered/);
    expect(triggeredGroup).toHaveTextContent('MSFT is down 5% or more on the day');
    expect(triggeredGroup).toHaveTextContent('RepeatRe-arm');
    expect(triggeredGroup).toHaveTextContent(
      `Last triggered${formatMarketTime('2026-03-02T15:41:00.000Z')} at $380.50`,
    );
    expect(triggeredGroup).toHaveTextContent('Times triggered3');

    expect(group(/Paused/)).toHaveTextContent('NVDA makes a new 52-week high');
  });

  it('pauses an armed alert and resumes a paused one with a PATCH of paused', async () => {
    const { sent, user: clicker } = renderAlerts([armed, paused]);
    await clicker.click(
      await screen.findByRole('button', { name: 'Pause: AAPL rises to or above $200.00' }),
    );
    await clicker.click(
      screen.getByRole('button', { name: 'Resume: NVDA makes a new 52-week high' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      {
        path: fillPath(alertsContract.updateAlert.path, { id: armed.id }),
        method: 'PATCH',
        body: { paused: true },
      },
      {
        path: fillPath(alertsContract.updateAlert.path, { id: paused.id }),
        method: 'PATCH',
        body: { paused: false },
      },
    ]);
  });

  it('deletes an alert only after the confirmation', async () => {
    const { sent, user: clicker } = renderAlerts([armed]);
    await clicker.click(
      await screen.findByRole('button', { name: 'Delete: AAPL rises to or above $200.00' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete alert' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await clicker.click(
      screen.getByRole('button', { name: 'Delete: AAPL rises to or above $200.00' }),
    );
    await clicker.click(
      within(screen.getByRole('dialog', { name: 'Delete alert' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: fillPath(alertsContract.removeAlert.path, { id: armed.id }),
          method: 'DELETE',
          body: undefined,
        },
      ]),
    );
  });

  it('opens the edit dialog with the alert filled in', async () => {
    const { user: clicker } = renderAlerts([armed]);
    await clicker.click(
      await screen.findByRole('button', { name: 'Edit: AAPL rises to or above $200.00' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit alert for AAPL' });
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('200');
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('Take profits');
  });

  it('explains how to create an alert when there is none', async () => {
    renderAlerts([]);
    expect(await screen.findByText('0 of 200 alerts')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No alerts yet' })).toHaveTextContent(
      'Choose New alert, open a stock and choose Create alert',
    );
    // When alerts are evaluated, said where they are listed.
    expect(
      screen.getByText(/checked against the last price while the US market is open/),
    ).toBeVisible();
  });

  it('creates an alert from New alert: a symbol picked by name, then its fields', async () => {
    mockApi({
      [accountContract.session.path]: { user },
      [accountContract.me.path]: {
        uid: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada',
        createdAt: '2026-01-01T00:00:00.000Z',
        watchlist: [],
        portfolio: [],
        preferences: {
          theme: 'system',
          emailNotifications: false,
          dailySummary: true,
          exDividendEmails: true,
        },
        sessions: [],
        lastLogout: null,
      },
      [alertsContract.alerts.path]: { alerts: [], limit: 200 },
      [marketDataContract.symbols.path]: {
        asOf: '2026-01-01T00:00:00.000Z',
        rows: [
          ['AAPL', 'Apple Inc', 1, 0],
          ['AMZN', 'Amazon.com Inc', 2, 0],
        ],
      },
      [fillPath(marketDataContract.quote.path, { symbol: 'AAPL' })]: result('AAPL', 190, 1),
    });
    renderWithProviders(<AlertsPage />, { path: '/alerts', routePath: '/alerts' });
    const clicker = userEvent.setup();
    await clicker.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = screen.getByRole('dialog', { name: 'New alert' });
    await clicker.type(within(dialog).getByLabelText('Symbol or company'), 'apple');
    await clicker.click(await within(dialog).findByRole('button', { name: /AAPL/ }));
    const form = screen.getByRole('dialog', { name: 'Create alert for AAPL' });
    expect(await within(form).findByLabelText('Price ($)')).toHaveValue('190.00');
    // The dialog says e-mail is off and where to turn it on.
    expect(within(form).getByText(/Alert e-mails are off/)).toBeVisible();
    expect(within(form).getByRole('link', { name: 'Turn on in your profile' })).toHaveAttribute(
      'href',
      '/profile#email-notifications',
    );
  });

  it('offers Re-arm, not Pause, on a triggered alert, and re-arms it with a PATCH', async () => {
    const { sent, user: clicker } = renderAlerts([triggered]);
    const rearm = await screen.findByRole('button', { name: /^Re-arm: MSFT/ });
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
    await clicker.click(rearm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { paused: false } });
  });

  it('sends a visitor to /login', async () => {
    renderAlerts([], { user: null });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
