import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { kindsText } from './holding-kinds.ts';
import { useHoldingTransactions } from './holdings-api.ts';

/**
 * Asks before a holding is deleted, saying which of its transactions go ('3 buys, 1 sell and 4
 * dividends'); the page then offers Undo for a while (docs/decisions/094). Its own chunk: the
 * Radix dialog is not downloaded with the portfolio page, only when a Delete is first clicked.
 */
export function DeletePositionDialog({
  symbol,
  onCancel,
  onConfirm,
}: {
  /** The holding being deleted; `null` when the dialog is closed. */
  symbol: string | null;
  onCancel: () => void;
  onConfirm: (symbol: string) => void;
}) {
  const counted = useHoldingTransactions(symbol);
  const what = counted.data
    ? `This deletes ${counted.data.total === 1 ? 'its 1 transaction' : `all ${counted.data.total} of its transactions`}: ${kindsText(counted.data.kinds)}.`
    : counted.isError
      ? 'This deletes every transaction of the symbol.'
      : 'Counting its transactions…';
  return (
    <Dialog
      open={symbol !== null}
      onOpenChange={onCancel}
      title="Delete Position"
      description={`Delete ${symbol ?? 'this position'}? ${what} You can undo it for a few seconds afterwards.`}
    >
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="danger" onClick={() => symbol && onConfirm(symbol)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
