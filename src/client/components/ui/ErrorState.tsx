import { AlertTriangle, CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/pwa/offline-status.ts';
import { Button } from './Button.tsx';

/**
 * A failed load: SPEC's message and a 'Try again' that refetches (no full page reload). Offline,
 * a load fails when this device never kept a copy of it (the page was never opened online here):
 * it says so, with a Retry, rather than a failure or an endless placeholder.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  if (!useOnline()) return <NotSavedOffline onRetry={onRetry} />;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 py-6 text-center text-sm text-slate-700 dark:text-slate-300"
    >
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        {message}
      </p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}

/** What an offline device without a saved copy shows in place of the data. */
export function NotSavedOffline({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 py-6 text-center text-sm text-slate-700 dark:text-slate-300"
    >
      <p className="flex items-center gap-2 font-medium">
        <CloudOff aria-hidden="true" className="size-4 text-slate-500" />
        Not saved for offline use
      </p>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">
        This was never opened online on this device, so there is no copy to show. It loads when you
        are back online.
      </p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </div>
  );
}
