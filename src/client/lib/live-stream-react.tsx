import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QuoteResult } from '#shared/market-data/market-data.ts';
import { afterPageSettles } from './after-page-settles.ts';
import { LiveStream, type LiveStatus, type LiveStreamOptions } from './live-stream.ts';
import { quoteKey } from './market-queries.ts';

const LiveStreamContext = createContext<LiveStream | null>(null);

/**
 * Opens the tab's one live stream once the page has settled (decision 044: the page's own data
 * comes over HTTP first); each quote it brings replaces the cached quote of that symbol, so
 * every card showing the symbol updates at once. It lives as long as the tab.
 */
export function LiveStreamProvider({
  children,
  createSocket,
  onUserEvent,
}: {
  children: ReactNode;
  createSocket?: LiveStreamOptions['createSocket'];
  onUserEvent?: LiveStreamOptions['onUserEvent'];
}) {
  const queryClient = useQueryClient();
  // None on the server: a page rendered there has no live prices until the browser takes it over.
  const [stream] = useState(() =>
    typeof window === 'undefined'
      ? null
      : new LiveStream({
          ...(createSocket ? { createSocket } : {}),
          whenReady: afterPageSettles,
          onQuote: (quote) =>
            queryClient.setQueryData<QuoteResult>(quoteKey(quote.symbol), {
              symbol: quote.symbol,
              quote,
              freshness: { asOf: quote.time, stale: false },
            }),
        }),
  );
  useEffect(() => stream?.setUserEventHandler(onUserEvent), [stream, onUserEvent]);
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

/**
 * While a user is signed in, keep the stream open (their events arrive on it) and reconnect
 * whenever who is signed in changes: the server reads the session when the socket opens.
 */
export function useUserStream(userId: string | null) {
  const stream = useContext(LiveStreamContext);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!stream) return;
    if (previous.current !== userId && (userId !== null || previous.current !== null)) {
      stream.restart();
    }
    previous.current = userId;
  }, [stream, userId]);
}
