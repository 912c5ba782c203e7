import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QuoteResult } from '../../shared/market-data.ts';
import { LiveStream, type LiveStatus, type LiveStreamOptions } from './live-stream.ts';
import { quoteKey } from './market-queries.ts';

const LiveStreamContext = createContext<LiveStream | null>(null);

/**
 * Opens the tab's one live stream; each quote it brings replaces the cached quote of that
 * symbol, so every card showing the symbol updates at once. It lives as long as the tab.
 */
export function LiveStreamProvider({
  children,
  createSocket,
}: {
  children: ReactNode;
  createSocket?: LiveStreamOptions['createSocket'];
}) {
  const queryClient = useQueryClient();
  const [stream] = useState(
    () =>
      new LiveStream({
        ...(createSocket ? { createSocket } : {}),
        onQuote: (quote) =>
          queryClient.setQueryData<QuoteResult>(quoteKey(quote.symbol), {
            symbol: quote.symbol,
            quote,
            freshness: { asOf: quote.time, stale: false },
          }),
      }),
  );
  return <LiveStreamContext value={stream}>{children}</LiveStreamContext>;
}

/** Keep these symbols' quotes live while the calling component is on screen. */
export function useLiveQuotes(symbols: readonly string[]) {
  const stream = useContext(LiveStreamContext);
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    if (!stream || key === '') return;
    return stream.subscribe(key.split(','));
  }, [stream, key]);
}

const noStatus = () => 'connecting' as const;
const noSubscription = () => () => undefined;

export function useLiveStatus(): LiveStatus {
  const stream = useContext(LiveStreamContext);
  return useSyncExternalStore(
    stream?.onChange ?? noSubscription,
    stream?.getStatus ?? noStatus,
    noStatus,
  );
}
