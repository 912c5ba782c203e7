import { Bell } from 'lucide-react';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { defineClientFeature, defineScreen } from '../../lib/screen.ts';

/** Price alerts: the list, and the page an e-mail's "turn off" link opens. */
export const alertsFeature = defineClientFeature({
  name: 'alerts',
  screens: [
    defineScreen({
      path: '/alerts',
      title: 'Alerts',
      module: 'src/client/features/alerts/AlertsPage.tsx',
      view: lazyOnIntent(async () => (await import('./AlertsPage.tsx')).AlertsPage),
      loadForUser: async ({ queryClient }) => {
        const alerts = await import('./api.ts');
        await queryClient.prefetchQuery(alerts.alertsQuery());
      },
    }),
    defineScreen({
      // Public: the link in an alert e-mail works without signing in (its token is signed).
      path: '/alerts/off',
      module: 'src/client/features/alerts/AlertOffPage.tsx',
      view: lazyOnIntent(async () => (await import('./AlertOffPage.tsx')).AlertOffPage),
    }),
  ],
  // SPEC §2's navigation, Alerts beside the watchlist.
  nav: [{ to: '/alerts', label: 'Alerts', icon: Bell, order: 50 }],
});
