import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import type { Week52 } from './already-true.ts';

/**
 * Opens the alert dialog for `symbol`. `compact`: an icon button for table rows (its name still
 * says which symbol); otherwise a labelled button (the stock page).
 */
export function CreateAlertButton({
  symbol,
  compact = false,
  week52,
}: {
  symbol: string;
  compact?: boolean;
  week52?: Week52 | null | undefined;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <button
          type="button"
          aria-label={`Create alert for ${symbol}`}
          title="Create alert"
          onClick={() => setOpen(true)}
          className="rounded-md p-1.5 hover:bg-slate-100 hover:text-emerald-700 dark:hover:bg-slate-800 dark:hover:text-emerald-400"
        >
          <BellPlus aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <Button onClick={() => setOpen(true)}>
          <BellPlus aria-hidden="true" className="size-4" />
          Create alert
        </Button>
      )}
      <AlertDialog open={open} onOpenChange={setOpen} symbol={symbol} week52={week52} />
    </>
  );
}
