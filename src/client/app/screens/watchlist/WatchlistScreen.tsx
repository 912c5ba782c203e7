import { CreateAlertButton } from '#client/features/alerts/CreateAlertButton.tsx';
import { ShareWatchlistButton } from '#client/features/sharing/ShareWatchlistButton.tsx';
import { WatchlistPage } from '#client/features/watchlist/WatchlistPage.tsx';

/** /watchlist: the watchlist, each row with a button to create a price alert, the list shown with a share link. */
export function WatchlistScreen() {
  return (
    <WatchlistPage
      rowAction={(symbol) => <CreateAlertButton symbol={symbol} compact />}
      listAction={(listId) => <ShareWatchlistButton key={listId} listId={listId} />}
    />
  );
}
