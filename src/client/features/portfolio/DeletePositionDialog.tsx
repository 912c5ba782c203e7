import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';

/**
 * Asks before a holding is deleted (every transaction in its symbol). Its own chunk: the Radix
 * dialog is not downloaded with the portfolio page, only when a Delete is first clicked.
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
  return (
    <Dialog
      open={symbol !== null}
      onOpenChange={onCancel}
      title="Delete Position"
      description="Are you sure you want to delete this position?"
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
