import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import AuthDialog from './AuthDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AuthDialog', () => {
  it('says sign in on the sign-in panel and create on the Create Account panel', async () => {
    mockApi({});
    renderWithProviders(<AuthDialog open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toHaveAccessibleDescription(
      'Sign in to keep a watchlist and a portfolio.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
    expect(dialog).toHaveAccessibleDescription(
      'Create an account to keep a watchlist and a portfolio.',
    );
    expect(dialog).not.toHaveAccessibleDescription(/sign in/i);
  });
});
