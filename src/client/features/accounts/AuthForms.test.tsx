import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '#shared/accounts/password-policy.ts';
import { mockApi, renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { SignupForm } from './SignupForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const failing = (status: number, code: string) => () =>
  new Response(JSON.stringify({ error: { code, message: 'server text' } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginForm', () => {
  it("shows SPEC §5's messages for an empty form, a bad e-mail and a short password", async () => {
    mockApi({});
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    const user = await fillLogin('', '');
    expect(await screen.findByText('Password is required')).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  it.each([
    ['invalid-credential', 401, 'Invalid email or password. Please try again.'],
    ['too-many-requests', 429, 'Too many failed login attempts. Please try again later.'],
    ['internal', 500, 'An unexpected error occurred during login. Please try again later.'],
  ])('shows the SPEC §8 message for %s', async (code, status, message) => {
    mockApi({ '/api/auth/sign-in/email': failing(status, code) });
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    await fillLogin('a@example.com', 'secret1');
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('says so when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    await fillLogin('a@example.com', 'secret1');
    expect(
      await screen.findByText('Network error. Please check your internet connection.'),
    ).toBeVisible();
  });

  it('shows the long unverified message and really resends the verification e-mail', async () => {
    const fetchMock = mockApi({
      '/api/auth/sign-in/email': failing(403, 'email-not-verified'),
      '/api/auth/send-verification-email': { status: true },
    });
    renderWithProviders(<LoginForm onSignedIn={() => undefined} />);
    const user = await fillLogin('a@example.com', 'secret1');
    expect(
      await screen.findByText(
        'Please verify your email address before logging in. Check your inbox for a verification link...',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent. Check your inbox.')).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/auth/send-verification-email',
    );
  });

  it('sends Remember me and signs in', async () => {
    const fetchMock = mockApi({
      '/api/auth/sign-in/email': {
        user: { uid: 'u1', email: 'a@example.com', displayName: 'A', emailVerified: true },
      },
      '/api/auth/session': {
        user: { uid: 'u1', email: 'a@example.com', displayName: 'A', emailVerified: true },
      },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Remember me'));
    await fillLogin('A@Example.com', 'secret1');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const init = (fetchMock.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'A@Example.com',
      password: 'secret1',
      rememberMe: true,
    });
  });
});

describe('LoginForm from a verification link', () => {
  const user = { uid: 'u1', email: 'a@example.com', displayName: 'A', emailVerified: true };

  it('finishes verification with the link token, the e-mail and the password', async () => {
    const fetchMock = mockApi({
      '/api/auth/verify-email': { user },
      '/api/auth/session': { user },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} verificationToken="link-token" />);
    await fillLogin('a@example.com', 'secret1');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as [unknown, RequestInit | undefined];
    expect(String(url)).toBe('/api/auth/verify-email');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'a@example.com',
      password: 'secret1',
      rememberMe: false,
      token: 'link-token',
    });
  });

  it.each([
    ['invalid-action-code', 'This link is invalid or has already been used.'],
    ['expired-action-code', 'This link has expired. Please request a new one.'],
  ])('says why a %s link did not work', async (code, message) => {
    mockApi({ '/api/auth/verify-email': failing(400, code) });
    renderWithProviders(<LoginForm onSignedIn={() => undefined} verificationToken="old" />);
    await fillLogin('a@example.com', 'secret1');
    expect(await screen.findByText(message)).toBeVisible();
  });
});

describe('SignupForm', () => {
  const renderSignup = (routes: Record<string, unknown> = {}) => {
    mockApi({ '/api/auth/password-policy': DEFAULT_PASSWORD_POLICY, ...routes });
    const onRegistered = vi.fn();
    renderWithProviders(<SignupForm onRegistered={onRegistered} />);
    return { user: userEvent.setup(), onRegistered };
  };

  it("shows SPEC §5's messages", async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Please confirm your password')).toBeVisible();
    expect(screen.getByText('You must accept the terms and conditions')).toBeVisible();
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
  });

  it('links the Terms of Service and the Privacy Policy, each opening in a new tab', () => {
    renderSignup();
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('registers, or says it failed', async () => {
    const { user, onRegistered } = renderSignup({
      '/api/auth/sign-up/email': failing(422, 'email-already-in-use'),
    });
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('server text')).toBeVisible();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

describe('ForgotPasswordForm', () => {
  it('says the same thing whether or not the e-mail exists, and reports failures', async () => {
    mockApi({ '/api/auth/request-password-reset': { status: true } });
    renderWithProviders(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText(
        'Password reset email sent! Check your inbox for further instructions.',
      ),
    ).toBeVisible();
    mockApi({ '/api/auth/request-password-reset': failing(500, 'internal') });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeVisible();
  });
});
