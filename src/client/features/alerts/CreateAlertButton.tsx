import { BellPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import type { Week52 } from './already-true.ts';

// The dialog (its form, decimal maths for the price field, the Radix dialog) loads when first
// opened, not with every watchlist or holdings row (docs/decisions/042); pointing at
// or focusing the button starts the download.
const alertDialog = lazyOnIntent(async () => (await import('./AlertDialog.tsx')).AlertDialog);
const AlertDialog = alertDialog.Component;

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
  // Mounted from the first opening on, so closing keeps the dialog's own focus return.
  const [used, setUsed] = useState(false);
  const openDialog = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <button
          type="button"
          aria-label={`Create alert for ${symbol}`}
          title="Create alert"
          {...alertDialog.intent}
          onClick={openDialog}
          className="rounded-md p-1.5 hover:bg-slate-100 hover:text-emerald-700 dark:hover:bg-slate-800 dark:hover:text-emerald-400"
        >
          <BellPlus aria-hidden="true" className="size-4" />
        </button>
      ) : (
        <Button {...alertDialog.intent} onClick={openDialog}>
          <BellPlus aria-hidden="true" className="size-4" />
          Create alert
        </Button>
      )}
      {used && (
        <Suspense fallback={null}>
          <AlertDialog open={open} onOpenChange={setOpen} symbol={symbol} week52={week52} />
        </Suspense>
      )}
    </>
  );
}
