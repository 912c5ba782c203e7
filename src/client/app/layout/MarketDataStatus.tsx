import { useQuery } from '@tanstack/react-query';
import { FlaskConical, WifiOff } from 'lucide-react';
import { Badge } from '../../components/ui/Badge.tsx';
import { useLiveStatus } from '../../lib/live-stream-react.tsx';
import { marketStatusQuery } from '../../lib/market-queries.ts';

/** Header notes about the data itself: simulated prices, and a dropped live stream. */
export function MarketDataStatus() {
  const status = useQuery(marketStatusQuery());
  const live = useLiveStatus();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <div role="status" className="contents">
        {live === 'delayed' && (
          <Badge tone="warning">
            <WifiOff aria-hidden="true" className="size-3.5" />
            <span className="hidden sm:inline">Prices delayed — reconnecting…</span>
            <span className="sm:hidden">Delayed</span>
          </Badge>
        )}
      </div>
      {status.data?.provider === 'simulated' && (
        <Badge tone="info" title="Prices come from the built-in simulator, not a live market">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          <span className="hidden sm:inline">Simulated data</span>
          <span className="sm:hidden">Simulated</span>
        </Badge>
      )}
    </div>
  );
}
