import type { QueryClient } from '@tanstack/react-query';
import type { LiveUserEvent } from '../../shared/live.ts';
import { meKey, sessionKey, userScope } from '../lib/session.ts';
import { portfolioKey } from '../features/portfolio/api.ts';
import { watchlistKey } from '../features/watchlist/api.ts';

/**
 * A change to the signed-in user's data, heard on the live stream: refetch what it touched.
 * 'signed-out' (log out all devices, password reset, account deleted) drops the user's data
 * at once and hands over to `onSignedOut` (which goes to /login).
 */
export function applyUserEvent(
  event: LiveUserEvent,
  queryClient: QueryClient,
  onSignedOut: () => void,
) {
  switch (event.type) {
    case 'signed-out': {
      // A tab that signed itself out (deleting the account goes to /) is not sent to /login.
      const wasSignedIn = Boolean(queryClient.getQueryData<{ user: unknown }>(sessionKey)?.user);
      queryClient.removeQueries({ queryKey: userScope });
      queryClient.setQueryData(sessionKey, { user: null });
      if (wasSignedIn) onSignedOut();
      return;
    }
    case 'profile-changed':
    case 'preferences-changed':
      void queryClient.invalidateQueries({ queryKey: meKey });
      if (event.type === 'profile-changed')
        void queryClient.invalidateQueries({ queryKey: sessionKey });
      return;
    case 'watchlist-changed':
      void queryClient.invalidateQueries({ queryKey: watchlistKey });
      return;
    case 'portfolio-changed':
      void queryClient.invalidateQueries({ queryKey: portfolioKey });
      return;
  }
}
