import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { AccountEntry } from './AccountEntry.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  emailVerified: true,
};

describe('AccountEntry', () => {
  it("offers visitors 'Log In'", async () => {
    mockApi({ '/api/auth/session': { user: null } });
    renderWithProviders(<AccountEntry />);
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('counts an unverified e-mail as a visitor', async () => {
    mockApi({ '/api/auth/session': { user: { ...user, emailVerified: false } } });
    renderWithProviders(<AccountEntry />);
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeVisible();
  });

  it("links a signed-in user to the profile, named by the user's name", async () => {
    mockApi({ '/api/auth/session': { user } });
    renderWithProviders(<AccountEntry />);
    const link = await screen.findByRole('link', { name: 'Your profile: Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveTextContent('A');
  });

  it("says 'Investor' without a display name", async () => {
    mockApi({ '/api/auth/session': { user: { ...user, displayName: '' } } });
    renderWithProviders(<AccountEntry />);
    expect(await screen.findByRole('link', { name: 'Your profile: Investor' })).toBeVisible();
  });
});
