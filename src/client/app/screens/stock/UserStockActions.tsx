import { useState } from 'react';
import { canonical, decimal } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FormMessage } from '../../../components/forms/Field.tsx';
import {
  useAddPosition,
  usePortfolio,
  useRemoveSymbolFromPortfolio,
} from '../../../features/portfolio/api.ts';
import { useWatchlist, useWatchlistToggle } from '../../../features/watchlist/api.ts';

/** SPEC §2's signed-in stock page buttons; 'Add to Portfolio' buys 1 share at the current price. */
export function UserStockActions({
  symbol,
  name,
  price,
}: {
  symbol: string;
  name: string | null;
  price: number;
}) {
  const watchlist = useWatchlist();
  const portfolio = usePortfolio();
  const toggle = useWatchlistToggle();
  const add = useAddPosition();
  const remove = useRemoveSymbolFromPortfolio();
  const [failure, setFailure] = useState<string | null>(null);
  const watched = watchlist.data?.watchlist.includes(symbol) ?? false;
  const held = portfolio.data?.portfolio.some((position) => position.symbol === symbol) ?? false;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        disabled={watchlist.isPending || toggle.isPending}
        onClick={() => toggle.mutate({ symbol, watched: !watched })}
      >
        {watched ? 'Remove from Watchlist' : 'Add to Watchlist'}
      </Button>
      <Button
        variant={held ? 'secondary' : 'primary'}
        disabled={portfolio.isPending || add.isPending || remove.isPending}
        onClick={() => {
          setFailure(null);
          if (held) {
            remove.mutate(symbol, {
              onError: () => setFailure('Failed to delete position. Please try again.'),
            });
          } else {
            add.mutate(
              {
                symbol,
                name,
                shares: 1,
                // Cents, decided in decimal: the quote's float never leaks into the position.
                purchasePrice: Number(canonical(decimal(price).toDecimalPlaces(2))),
              },
              { onError: () => setFailure('Failed to add position to portfolio') },
            );
          }
        }}
      >
        {held ? 'Remove from Portfolio' : 'Add to Portfolio'}
      </Button>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </div>
  );
}
