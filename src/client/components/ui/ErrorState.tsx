import { AlertTriangle } from 'lucide-react';
import { Button } from './Button.tsx';

/** A failed load: SPEC's message and a 'Try again' that refetches (no full page reload). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
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
