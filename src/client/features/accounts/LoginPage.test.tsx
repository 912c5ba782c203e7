import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { LoginPage } from './LoginPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = { uid: 'u1', email: 'a@example.com', displayName: 'Ada', emailVerified: true };

async function logInAt(path: string) {
  mockApi({
    [accountContract.signIn.path]: { user },
    [accountContract.session.path]: { user },
  });
  renderWithProviders(<LoginPage />, {
    path,
    routePath: '/login',
    extraRoutes: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/stock/:symbol', element: <p>Stock screen</p> },
      { path: '/watchlist', element: <p>Watchlist screen</p> },
    ],
  });
  const events = userEvent.setup();
  await events.type(screen.getByLabelText('Email'), 'a@example.com');
  await events.type(screen.getByLabelText('Password'), 'secret1');
  await events.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('fills in the e-mail a verification link was mailed to, and only then', () => {
    mockApi({ [accountContract.session.path]: { user: null } });
    const { unmount } = renderWithProviders(<LoginPage />, {
      path: '/login?verify=tok-1&email=ada%2Bx%40example.com',
      routePath: '/login',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ada+x@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    unmount();
    renderWithProviders(<LoginPage />, {
      path: '/login?email=mallory%40example.com',
      routePath: '/login',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('returns to the page in ?next= after logging in', async () => {
    await logInAt('/login?next=%2Fstock%2FAAPL');
    expect(await screen.findByText('Stock screen')).toBeVisible();
  });

  it('returns to /watchlist from ?next=/watchlist', async () => {
    await logInAt('/login?next=/watchlist');
    expect(await screen.findByText('Watchlist screen')).toBeVisible();
  });

  it('goes home instead of following a ?next= off this site', async () => {
    await logInAt('/login?next=%2F%2Fevil.example');
    expect(await screen.findByText('Home screen')).toBeVisible();
  });

  it('says why when every session was ended elsewhere', () => {
    mockApi({});
    renderWithProviders(<LoginPage />, {
      path: '/login?reason=signed-out-everywhere',
      routePath: '/login',
    });
    expect(screen.getByText('You were signed out on all devices.')).toBeVisible();
  });

  it('says nothing about it otherwise', () => {
    mockApi({});
    renderWithProviders(<LoginPage />, { path: '/login', routePath: '/login' });
    expect(screen.queryByText('You were signed out on all devices.')).toBeNull();
  });
});
