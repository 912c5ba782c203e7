import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { Button } from '../../components/ui/Button.tsx';

/**
 * A holding's actions, the same in the table and in the phone's cards: the screen's own action
 * (the alert button), Sell, and Delete. Clicks do not reach the row (which opens the stock page).
 */
export function HoldingActions({
  holding,
  rowAction,
  onSell,
  onDelete,
}: {
  holding: Holding;
  rowAction?: ((holding: Holding) => ReactNode) | undefined;
  onSell(holding: Holding): void;
  onDelete(holding: Holding): void;
}) {
  return (
    <>
      {rowAction && <span data-row-action="">{rowAction(holding)}</span>}
      <Button
        variant="ghost"
        aria-label={`Sell ${holding.symbol}`}
        onClick={(event) => {
          event.stopPropagation();
          onSell(holding);
        }}
      >
        Sell
      </Button>
      <button
        type="button"
        aria-label={`Delete ${holding.symbol} position`}
        className="rounded-md p-1.5 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        onClick={(event) => {
          event.stopPropagation();
          onDelete(holding);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}
