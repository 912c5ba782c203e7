import type { QuoteResult } from '#shared/market-data/market-data.ts';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useCompanyNames, useLatestQuotes } from '../../lib/market-queries.ts';
import { useWatchlist, useWatchlistToggle } from './api.ts';
import { WatchlistCard } from './WatchlistCard.tsx';

function Price({ result }: { result: QuoteResult | undefined }) {
  if (!result?.quote) return <span className="text-sm text-slate-600 dark:text-slate-400">—</span>;
  return (
    <span className="flex flex-col items-end text-sm">
      <LivePrice result={result} className="font-medium" />
      <PriceChange percent={result.quote.changePercent} className="text-xs" />
    </span>
  );
}

/** The signed-in 'Your Watchlist' card: live prices, remove on hover or keyboard focus. */
export function YourWatchlistCard() {
  const watchlist = useWatchlist();
  const symbols = watchlist.data?.watchlist ?? [];
  useLiveQuotes(symbols);
  const quotes = useLatestQuotes(symbols);
  const names = useCompanyNames(symbols);
  const toggle = useWatchlistToggle();
  return (
    <WatchlistCard
      title="Your Watchlist"
      rows={symbols.map((symbol) => ({
        symbol,
        name: names[symbol] ?? '',
        price: <Price result={quotes.get(symbol)} />,
        onRemove: () => toggle.mutate({ symbol, watched: false }),
      }))}
    />
  );
}
