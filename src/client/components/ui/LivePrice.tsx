import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { formatAge, formatPrice } from '#shared/platform/format.ts';
import { useNow } from '../../lib/now.tsx';
import type { QuoteResult } from '#shared/market-data/market-data.ts';
import { Badge } from './Badge.tsx';

const FLASH_MS = 1200;

/** 'up' or 'down' for a moment after the value changes, then null. */
export function usePriceFlash(price: number | undefined) {
  const [previous, setPrevious] = useState(price);
  // `seq` counts changes so a second rise in a row restarts the cue.
  const [flash, setFlash] = useState<{ direction: 'up' | 'down'; seq: number } | null>(null);
  const [seq, setSeq] = useState(0);
  if (price !== previous) {
    // Adjusting state during render on a prop change (React's documented pattern).
    setPrevious(price);
    if (price !== undefined && previous !== undefined) {
      setSeq(seq + 1);
      setFlash({ direction: price > previous ? 'up' : 'down', seq: seq + 1 });
    }
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return { direction: flash?.direction ?? null, seq };
}

/**
 * A quote's price in its currency (decision 084) that flashes green or red briefly when a live tick changes it (the
 * animation is skipped under prefers-reduced-motion, see styles.css), with the age of a stale
 * value beside it.
 */
export function LivePrice({
  result,
  className,
}: {
  result: Pick<QuoteResult, 'quote' | 'freshness'>;
  className?: string;
}) {
  const price = result.quote?.price;
  const { direction: flash, seq } = usePriceFlash(price);
  const now = useNow();
  if (price === undefined) return null;
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        key={seq}
        data-flash={flash ?? undefined}
        className={clsx(
          'rounded px-0.5 tabular-nums',
          flash === 'up' && 'price-flash-up',
          flash === 'down' && 'price-flash-down',
          className,
        )}
      >
        {formatPrice(price, result.quote?.currency)}
      </span>
      {result.freshness?.stale && (
        <Badge tone="warning" title="The provider is not answering: this is the last known value">
          {formatAge(result.freshness.asOf, new Date(now))} old
        </Badge>
      )}
    </span>
  );
}
