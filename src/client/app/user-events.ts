import type { QueryClient } from '@tanstack/react-query';
import type { LiveUserEvent } from '#shared/platform/live.ts';
import { meKey, sessionKey, userScope } from '../lib/session.ts';
import { showToast } from '../components/ui/toast-store.ts';
import { alertsKey, notificationsKey } from '../features/alerts/keys.ts';
import { portfolioKey } from '../features/portfolio/keys.ts';
import { baseCurrencyKey } from '../features/preferences/keys.ts';
import { watchlistKey } from '../features/watchlist/keys.ts';

/**
 * A change to the signed-in user's data, heard on the live stream: refetch what it touched.
 * 'signed-out' (log out all devices, password reset, account deleted) drops the user's data
 * at once and hands over to `onSignedOut` (which goes to /login).
 */
export function applyUserEvent(
  event: LiveUserEvent,
  queryClient: QueryClient,
  onSignedOut: () => void | Promise<void>,
) {
  // The tab that made the change hears of it too, while its mutation's own refetch may still be
  // on the way: that request is kept, not aborted and sent again (cancelRefetch: false).
  const refetch = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  switch (event.type) {
    case 'signed-out': {
      // A tab that signed itself out (deleting the account goes to /) is not sent to /login.
      const wasSignedIn = Boolean(queryClient.getQueryData<{ user: unknown }>(sessionKey)?.user);
      const forget = () => {
        queryClient.removeQueries({ queryKey: userScope });
        queryClient.setQueryData(sessionKey, { user: null });
      };
      if (!wasSignedIn) return forget();
      // Leave for the login page first, then forget the user: a signed-in-only page that saw the
      // session end first would send the tab to its own /login?next=… and lose the reason.
      void Promise.resolve(onSignedOut()).finally(forget);
      return;
    }
    case 'profile-changed':
    case 'preferences-changed':
      refetch(meKey);
      if (event.type === 'profile-changed') refetch(sessionKey);
      else refetch(baseCurrencyKey);
      return;
    case 'watchlist-changed':
      refetch(watchlistKey);
      return;
    case 'portfolio-changed':
      refetch(portfolioKey);
      return;
    case 'alerts-changed':
      refetch(alertsKey);
      return;
    case 'notifications-changed':
      refetch(notificationsKey);
      return;
    case 'alert-triggered':
      // Shown at once from the event itself; the bell's count and the alert's status follow
      // when the refetches answer.
      showToast({
        title: event.title,
        body: event.body,
        link: { to: `/stock/${event.symbol}`, label: `View ${event.symbol}` },
      });
      refetch(notificationsKey);
      refetch(alertsKey);
      return;
  }
}
