import type { UseQueryResult } from '@tanstack/react-query';
import type { Movers } from '#shared/market-data/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { MoverList } from './MoverList.tsx';

/**
 * The Markets screen's Top Gainers or Top Losers: live quotes of the sector funds' largest
 * holdings (docs/decisions/025), no longer SPEC §2's fixed sample prices.
 */
export function MoversCard({
  title,
  movers,
  side,
}: {
  title: string;
  movers: UseQueryResult<Movers>;
  side: keyof Movers;
}) {
  return (
    <Card
      title={title}
      action={
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Sector funds’ top holdings
        </span>
      }
    >
      {movers.isPending ? (
        <div aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`} className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : movers.isError ? (
        <ErrorState message="Failed to load stock data" onRetry={() => void movers.refetch()} />
      ) : (
        <MoverList movers={movers.data[side]} />
      )}
    </Card>
  );
}
