import type { SendProgress } from './import-api.ts';

/**
 * While the file goes up: a determinate bar (the upload's share sent); then, until the answer,
 * an indeterminate one (no aria-valuenow) while the server reads the file.
 */
export function ImportProgress({
  progress,
  waitingLabel,
}: {
  progress: SendProgress;
  waitingLabel: string;
}) {
  if (progress.phase === 'uploading') {
    const percent = Math.round((progress.fraction ?? 0) * 100);
    return (
      <div className="mt-4 space-y-1 text-sm">
        <p>Uploading… {progress.fraction === null ? '' : `${percent}%`}</p>
        <div
          role="progressbar"
          aria-label="Uploading the file"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.fraction === null ? undefined : percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-1 text-sm">
      <p>{waitingLabel}</p>
      <div
        role="progressbar"
        aria-label={waitingLabel}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-emerald-600" />
      </div>
    </div>
  );
}
