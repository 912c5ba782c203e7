import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';

/** Signing up and in, and a forgotten password. */
export const accountsFeature = defineClientFeature({
  name: 'accounts',
  screens: [
    defineScreen({
      path: '/forgot-password',
      module: 'src/client/features/accounts/ForgotPasswordPage.tsx',
      view: lazyOnIntent(async () => (await import('./ForgotPasswordPage.tsx')).ForgotPasswordPage),
    }),
    defineScreen({
      path: '/reset-password',
      module: 'src/client/features/accounts/ResetPasswordPage.tsx',
      view: lazyOnIntent(async () => (await import('./ResetPasswordPage.tsx')).ResetPasswordPage),
    }),
    defineScreen({
      path: '/login',
      module: 'src/client/features/accounts/LoginPage.tsx',
      view: lazyOnIntent(async () => (await import('./LoginPage.tsx')).LoginPage),
      bare: true,
    }),
    defineScreen({
      path: '/signup',
      module: 'src/client/features/accounts/SignupPage.tsx',
      view: lazyOnIntent(async () => (await import('./SignupPage.tsx')).SignupPage),
      bare: true,
    }),
  ],
});
