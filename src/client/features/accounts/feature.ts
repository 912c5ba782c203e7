import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';

/** Signing up and in, a forgotten password, and the terms and privacy policy signing up accepts. */
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
      path: '/terms',
      title: 'Terms of Service',
      module: 'src/client/features/accounts/TermsPage.tsx',
      view: lazyOnIntent(async () => (await import('./TermsPage.tsx')).TermsPage),
    }),
    defineScreen({
      path: '/privacy',
      title: 'Privacy Policy',
      module: 'src/client/features/accounts/PrivacyPage.tsx',
      view: lazyOnIntent(async () => (await import('./PrivacyPage.tsx')).PrivacyPage),
    }),
    defineScreen({
      path: '/signup',
      module: 'src/client/features/accounts/SignupPage.tsx',
      view: lazyOnIntent(async () => (await import('./SignupPage.tsx')).SignupPage),
      bare: true,
    }),
  ],
});
