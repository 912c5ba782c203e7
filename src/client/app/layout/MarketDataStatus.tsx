import { useQuery } from '@tanstack/react-query';
import { FlaskConical, MoonStar, WifiOff } from 'lucide-react';
import { servesSimulatedData } from '#shared/market-data/market-data-providers.ts';
import type { MarketStatus } from '#shared/market-data/market-data.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { useLiveStatus } from '../../lib/live-stream-react.tsx';
import { marketStatusQuery } from '../../lib/market-queries.ts';

/** Why prices are standing still outside the regular session, for the closed badge's tooltip. */
export function closedMarketNote(status: MarketStatus): string {
  if (status.holiday)
    return `US markets are closed for ${status.holiday}: prices are the last close`;
  if (status.session === 'pre-market')
    return 'Pre-market: the regular session has not opened yet, prices are the last close';
  if (status.session === 'post-market')
    return 'After hours: the regular session has closed, prices are the last close';
  return 'US markets are closed: prices are the last close';
}

/**
 * Header notes about the data itself: simulated prices, a closed market, a dropped stream.
 */
export function MarketDataStatus() {
  const status = useQuery(marketStatusQuery());
  const live = useLiveStatus();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <div role="status" className="contents">
        {live === 'delayed' && (
          // The whole sentence where the top bar has room for it beside the logo, the search, the
          // bell and the account button; 'Delayed' on a tablet or small laptop; on a phone the
          // icon alone (the word for screen readers). The sentence is always the tooltip.
          <Badge tone="warning" title="Prices delayed — reconnecting…">
            <WifiOff aria-hidden="true" className="size-3.5" />
            <span className="hidden xl:inline">Prices delayed — reconnecting…</span>
            <span className="max-sm:sr-only xl:hidden">Delayed</span>
          </Badge>
        )}
      </div>
      {status.data && !status.data.isOpen && (
        // Not on phones and tablets, where the search box needs the room; the stock page says
        // 'Closed'.
        <span className="hidden lg:inline-flex">
          <Badge title={closedMarketNote(status.data)}>
            <MoonStar aria-hidden="true" className="size-3.5" />
            Market Closed
          </Badge>
        </span>
      )}
      {status.data && servesSimulatedData(status.data.provider) && (
        <Badge tone="info" title="Prices come from the built-in simulator, not a live market">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          <span className="hidden lg:inline">Simulated data</span>
          <span className="lg:hidden">Simulated</span>
        </Badge>
      )}
    </div>
  );
}
