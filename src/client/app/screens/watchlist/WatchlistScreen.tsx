import { CreateAlertButton } from '#client/features/alerts/CreateAlertButton.tsx';
import { WatchlistPage } from '#client/features/watchlist/WatchlistPage.tsx';

/** /watchlist: the watchlist, each row with a button to create a price alert. */
export function WatchlistScreen() {
  return <WatchlistPage rowAction={(symbol) => <CreateAlertButton symbol={symbol} compact />} />;
}
