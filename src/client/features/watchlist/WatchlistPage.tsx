import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function WatchlistPage() {
  return <PageHeader title="Watchlist" />;
}
