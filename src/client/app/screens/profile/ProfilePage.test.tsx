import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '#client/components/ui/toast-store.ts';
import type { UserDocument } from '#shared/accounts/accounts.contract.ts';
import {
  failWith,
  mockApi,
  renderWithProviders,
  type MockAnswer,
} from '#client/testing/render-with-providers.tsx';
import { SUCCESS_HIDE_MS } from '#client/features/accounts/AccountInformation.tsx';
import { PENDING_SIGN_OUT_KEY } from '#client/lib/sign-out-pending.ts';
import { ProfilePage } from './ProfilePage.tsx';

const PREFERENCES = preferencesContract.updatePreferences.path;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const emailsOff = { emailNotifications: false, dailySummary: false };
const me = (patch: Partial<UserDocument> = {}): UserDocument => ({
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  createdAt: '2026-03-01T10:00:00.000Z',
  watchlist: [],
  portfolio: [],
  preferences: { theme: 'system', ...emailsOff, exDividendEmails: true },
  sessions: [],
  lastLogout: null,
  ...patch,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET /api/me answers the document; other methods go to `write` (or fail the test). */
function meRoute(write?: MockAnswer): MockAnswer {
  return (request) => {
    if (request.method === 'GET') return json(me());
    if (!write) throw new Error(`Unexpected ${request.method} /api/me`);
    return write(request);
  };
}

function renderProfile(routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    [accountContract.session.path]: { user },
    '/api/me': meRoute(),
    [preferencesContract.baseCurrency.path]: (request: { method: string; body?: unknown }) =>
      json(request.method === 'PUT' ? request.body : { baseCurrency: 'USD' }),
    ...routes,
  });
  const view = renderWithProviders(<ProfilePage />, {
    path: '/profile',
    routePath: '/profile',
    extraRoutes: [
      { path: '/login', element: <p>Login screen</p> },
      { path: '/', element: <p>Home screen</p> },
    ],
  });
  return { ...view, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );

describe('ProfilePage', () => {
  it('sends a signed-out visitor to /login', async () => {
    mockApi({ '/api/auth/session': { user: null } });
    renderWithProviders(<ProfilePage />, {
      path: '/profile',
      routePath: '/profile',
      extraRoutes: [{ path: '/login', element: <p>Login screen</p> }],
    });
    expect(await screen.findByText('Login screen')).toBeVisible();
  });

  it('shows the account: name, read-only e-mail and a masked password', async () => {
    renderProfile();
    const account = await screen.findByRole('region', { name: 'Account Information' });
    expect(await within(account).findByText('Ada')).toBeVisible();
    expect(within(account).getByText('ada@example.com')).toBeVisible();
    expect(within(account).queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(within(account).getByLabelText('Password hidden')).toHaveTextContent('••••••••');
  });

  it("Edit only opens the form; names follow sign-up's rules and messages", async () => {
    const { fetchMock } = renderProfile({
      '/api/me': meRoute(({ body }) =>
        json(me({ displayName: (body as { displayName: string }).displayName })),
      ),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    // The editor is a chunk of its own (decision 061): it may take a moment the first time.
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    expect(name).toHaveValue('Ada');
    expect(calls(fetchMock, 'PATCH', '/api/me')).toHaveLength(0);

    await events.clear(name);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display name is required')).toBeVisible();
    await events.type(name, ' G ');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(calls(fetchMock, 'PATCH', '/api/me')).toHaveLength(0);
    await events.clear(name);

    await events.type(name, 'Grace Hopper');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeVisible();
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    const [[, init] = []] = calls(fetchMock, 'PATCH', '/api/me');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Grace Hopper' });
  });

  it('Cancel and Escape leave the name as it was and give focus back to Edit', async () => {
    const { fetchMock } = renderProfile();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    await events.type(await screen.findByRole('textbox', { name: 'Display name' }), 'xyz');
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await events.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(name).toHaveValue('Ada');
    await events.type(name, 'xyz{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(screen.getByText('Ada')).toBeVisible();
    expect(calls(fetchMock, 'PATCH', '/api/me')).toHaveLength(0);
  });

  it("says 'Failed to update profile.' when saving fails and stays in edit mode", async () => {
    renderProfile({ '/api/me': meRoute(failWith(500)) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit' }));
    await events.type(await screen.findByRole('textbox', { name: 'Display name' }), ' L.');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada L.');
  });

  it('hides the success messages after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProfile({ '/api/auth/request-password-reset': { status: true } });
    const events = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await events.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const message = await screen.findByText('Password reset email sent. Check your inbox.');
    act(() => vi.advanceTimersByTime(SUCCESS_HIDE_MS - 100));
    expect(message).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Password reset email sent. Check your inbox.')).toBeNull();
    expect(SUCCESS_HIDE_MS).toBe(5000);
  });

  it("keeps 'Failed to send password reset email.' on screen", async () => {
    renderProfile({ '/api/auth/request-password-reset': failWith(500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email.',
    );
  });

  it('applies a preference at once and reverts it when saving fails', async () => {
    let fail: () => void = () => undefined;
    const saving = new Promise<Response>((_, reject) => {
      fail = () => reject(new TypeError('offline'));
    });
    renderProfile({ [PREFERENCES]: () => saving });
    const theme = await screen.findByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    const dark = within(theme).getByRole('radio', { name: 'Dark' });
    await userEvent.click(dark);
    expect(dark).toBeChecked();
    act(() => fail());
    await vi.waitFor(() =>
      expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked(),
    );
    expect(dark).not.toBeChecked();
  });

  it('offers System, Light and Dark and saves the one picked', async () => {
    const { fetchMock } = renderProfile({
      [PREFERENCES]: { preferences: { ...me().preferences, theme: 'light' } },
    });
    const theme = await screen.findByRole('group', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
    await userEvent.click(within(theme).getByRole('radio', { name: 'Light' }));
    await vi.waitFor(() => expect(calls(fetchMock, 'PATCH', PREFERENCES)).toHaveLength(1));
    const [[, init] = []] = calls(fetchMock, 'PATCH', PREFERENCES);
    expect(JSON.parse(String(init?.body))).toEqual({ theme: 'light' });
  });

  it('saves alert e-mails and the daily summary with separate switches under Email Notifications', async () => {
    const preferences = { ...me().preferences, emailNotifications: true };
    const { fetchMock } = renderProfile({
      [PREFERENCES]: { preferences },
    });
    const group = await screen.findByRole('region', { name: 'Email Notifications' });
    const alertsSwitch = within(group).getByRole('switch', { name: 'Price alert e-mails' });
    const summarySwitch = within(group).getByRole('switch', { name: 'Daily summary e-mail' });
    await userEvent.click(alertsSwitch);
    await vi.waitFor(() => expect(calls(fetchMock, 'PATCH', PREFERENCES)).toHaveLength(1));
    expect(alertsSwitch).toHaveAttribute('aria-checked', 'true');
    expect(summarySwitch).toHaveAttribute('aria-checked', 'false');
    const [[, init] = []] = calls(fetchMock, 'PATCH', PREFERENCES);
    expect(JSON.parse(String(init?.body))).toEqual({ emailNotifications: true });
  });

  it('keeps the dialog open with the message when the typed phrase is not DELETE', async () => {
    const { fetchMock } = renderProfile({ '/api/me': meRoute(() => new Response(null)) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    const phrase = within(dialog).getByLabelText('Confirmation phrase');
    await events.type(phrase, 'delete');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Account deletion cancelled. The confirmation phrase did not match.',
    );
    expect(dialog).toBeVisible();
    expect(phrase).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'DELETE', '/api/me')).toHaveLength(0);

    // Fixing the typo and confirming again goes ahead.
    await events.clear(phrase);
    await events.type(phrase, 'DELETE');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await vi.waitFor(() => expect(calls(fetchMock, 'DELETE', '/api/me')).toHaveLength(1));
  });

  it('shows the destructive confirmations in red', async () => {
    renderProfile();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Account' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveClass('bg-red-700');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toHaveClass(
      'bg-red-700',
    );
  });

  it('deletes the account after DELETE is typed, goes to / and confirms it was deleted', async () => {
    const { fetchMock } = renderProfile({
      '/api/me': meRoute(() => new Response(null, { status: 204 })),
    });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    await events.type(within(dialog).getByLabelText('Confirmation phrase'), 'DELETE');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Home screen')).toBeVisible();
    expect(calls(fetchMock, 'DELETE', '/api/me')).toHaveLength(1);
    expect(currentToasts().map((toast) => toast.title)).toContain('Your account was deleted');
  });

  it("says 'Failed to delete account. Please try again or contact support.'", async () => {
    renderProfile({ '/api/me': meRoute(failWith(500)) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    await events.type(within(dialog).getByLabelText('Confirmation phrase'), 'DELETE');
    await events.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete account. Please try again or contact support.',
    );
  });

  it('logs out all devices after the confirm prompt, or says it failed', async () => {
    renderProfile({ '/api/me/logout-all': failWith(500) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Log Out All devices' }));
    await events.click(screen.getByRole('button', { name: 'Log Out All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to log out from all devices.',
    );
  });

  it('goes to /login after logging out of all devices', async () => {
    renderProfile({ '/api/me/logout-all': () => new Response(null, { status: 204 }) });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Log Out All devices' }));
    await events.click(screen.getByRole('button', { name: 'Log Out All' }));
    expect(await screen.findByText('Login screen')).toBeVisible();
  });

  it('offers Log Out without the account details (offline, they are never kept)', async () => {
    renderProfile({
      '/api/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Account Information' })).toBeNull();
  });

  it('logs out when the server cannot be reached: /login at once, the Log Out waiting', async () => {
    const { fetchMock } = renderProfile({
      '/api/auth/sign-out': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const events = userEvent.setup();
    await screen.findByRole('region', { name: 'Account Information' });
    await events.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Login screen')).toBeVisible();
    expect(calls(fetchMock, 'POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).not.toBeNull();
  });
});
