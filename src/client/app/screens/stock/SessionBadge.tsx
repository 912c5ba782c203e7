import { listingMarket } from '#shared/market-data/listing-markets.ts';
import type { MarketStatus, Quote } from '#shared/market-data/market-data.ts';
import { calendarOf } from '#shared/market-data/trading-calendar.ts';
import { formatMarketTime } from '#shared/platform/format.ts';
import { Badge } from '#client/components/ui/Badge.tsx';
import { Skeleton } from '#client/components/ui/Skeleton.tsx';
import { useNow } from '#client/lib/now.tsx';

/**
 * 'Market Open' or 'Closed' with the time of the last price when closed: the US market's status
 * from the server for a US listing; a listing abroad by its own exchange's hours (decision 084),
 * the time in that exchange's zone.
 */
export function SessionBadge({
  quote,
  status,
}: {
  quote: Quote;
  status: { isPending: boolean; data: MarketStatus | undefined };
}) {
  const hours = listingMarket(quote.symbol).hours;
  if (hours) return <ExchangeBadge quote={quote} timeZone={hours.timeZone} />;
  return (
    <>
      {status.isPending && (
        // The badge's place while the market's status loads: on a phone it starts a second
        // line, and appearing there it pushed the page down (a layout shift).
        <Skeleton className="h-5 w-24 rounded-full" />
      )}
      {status.data && <Shown isOpen={status.data.isOpen} time={quote.time} />}
    </>
  );
}

function ExchangeBadge({ quote, timeZone }: { quote: Quote; timeZone: string }) {
  // The page's clock (the server's while hydrating): the same words on both sides.
  const now = useNow();
  const isOpen = calendarOf(quote.symbol).isOpen(new Date(now));
  return <Shown isOpen={isOpen} time={quote.time} timeZone={timeZone} />;
}

function Shown({ isOpen, time, timeZone }: { isOpen: boolean; time: string; timeZone?: string }) {
  return (
    <>
      <Badge tone={isOpen ? 'gain' : 'neutral'}>{isOpen ? 'Market Open' : 'Closed'}</Badge>
      {!isOpen && (
        <time dateTime={time} className="text-sm text-slate-600 dark:text-slate-400">
          {`as of ${formatMarketTime(time, timeZone)}`}
        </time>
      )}
    </>
  );
}
