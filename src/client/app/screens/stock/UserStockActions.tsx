import { useState } from 'react';
import { canonical, decimal } from '#shared/platform/money.ts';
import { Button } from '#client/components/ui/Button.tsx';
import { Dialog } from '#client/components/ui/Dialog.tsx';
import { FormMessage } from '#client/components/forms/Field.tsx';
import { CreateAlertButton } from '#client/features/alerts/CreateAlertButton.tsx';
import type { Week52 } from '#client/features/alerts/already-true.ts';
import {
  useCreateTransaction,
  useHoldings,
  useRemoveHolding,
} from '#client/features/portfolio/ledger-api.ts';
import { priceText } from '#client/features/portfolio/money-display.ts';
import { todayIso } from '#client/features/portfolio/trade-values.ts';
import { useWatchlist, useWatchlistToggle } from '#client/features/watchlist/api.ts';

/**
 * SPEC §2's signed-in stock page buttons, and Create alert; 'Add to Portfolio' buys 1 share today at the current
 * price; 'Remove from Portfolio' asks first, then removes every transaction in the symbol.
 */
export function UserStockActions({
  symbol,
  name,
  price,
  week52,
}: {
  symbol: string;
  name: string | null;
  price: number;
  /** The stock page's 52-week range, for the alert dialog's already-true hint. */
  week52?: Week52 | null | undefined;
}) {
  const watchlist = useWatchlist();
  const holdings = useHoldings();
  const toggle = useWatchlistToggle();
  const add = useCreateTransaction();
  const remove = useRemoveHolding();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const watched = watchlist.data?.watchlist.includes(symbol) ?? false;
  const held = holdings.data?.holdings.find((holding) => holding.symbol === symbol);

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
        disabled={holdings.isPending || add.isPending || remove.isPending}
        onClick={() => {
          setFailure(null);
          if (held) {
            setConfirming(true);
            return;
          }
          add.mutate(
            {
              type: 'buy',
              symbol,
              name,
              date: todayIso(),
              quantity: '1',
              // Cents, decided in decimal: the quote's float never leaks into the ledger.
              price: canonical(decimal(price).toDecimalPlaces(2)),
            },
            { onError: () => setFailure('Failed to add position to portfolio') },
          );
        }}
      >
        {held ? 'Remove from Portfolio' : 'Add to Portfolio'}
      </Button>
      <CreateAlertButton symbol={symbol} week52={week52} />
      {held && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {`You own ${held.quantity} shares (avg ${priceText(held.averageCost, held.currency)})`}
        </p>
      )}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove from Portfolio"
        description={`This deletes every transaction in ${symbol} from your ledger: its buys, sells, dividends and splits.`}
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              remove.mutate(symbol, {
                onError: () => setFailure('Failed to delete position. Please try again.'),
              });
            }}
          >
            Remove
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
