import { Link } from '../../lib/routing.tsx';
import { describeAlert, type Alert } from '#shared/alerts/alerts.ts';
import { formatMarketTime, formatUsd } from '#shared/platform/format.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { REPEAT_LABELS } from './alert-form.ts';

const STATUS_BADGE = {
  armed: { tone: 'gain', label: 'Armed' },
  triggered: { tone: 'warning', label: 'Triggered' },
  paused: { tone: 'neutral', label: 'Paused' },
} as const;

/** 'Mar 2, 10:41 AM ET at $200.12', or 'Never'. */
export function lastTriggered(alert: Alert): string {
  if (!alert.triggeredAt) return 'Never';
  const when = formatMarketTime(alert.triggeredAt);
  return alert.triggeredPrice === null
    ? when
    : `${when} at ${formatUsd(Number(alert.triggeredPrice))}`;
}

/**
 * One alert as a card: a stack on a phone, a row of figures from 640 px. Its actions name the
 * alert, so a screen reader's list of buttons says which one each is.
 */
export function AlertItem({
  alert,
  busy,
  onEdit,
  onPauseChange,
  onDelete,
}: {
  alert: Alert;
  busy: boolean;
  onEdit: () => void;
  onPauseChange: (paused: boolean) => void;
  onDelete: () => void;
}) {
  const badge = STATUS_BADGE[alert.status];
  const what = describeAlert(alert);
  // A paused alert resumes and a triggered one re-arms (the same request: watch again); only an
  // armed one pauses.
  const watchAgain =
    alert.status === 'paused' ? 'Resume' : alert.status === 'triggered' ? 'Re-arm' : null;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/stock/${alert.symbol}`}
          className="font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
        >
          {alert.symbol}
        </Link>
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <span className="min-w-0 text-sm">{what}</span>
      </div>
      {alert.note && (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {alert.note}
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="contents sm:flex sm:gap-1">
          <dt className="text-slate-600 dark:text-slate-400">Repeat</dt>
          <dd>{REPEAT_LABELS[alert.repeat]}</dd>
        </div>
        <div className="contents sm:flex sm:gap-1">
          <dt className="text-slate-600 dark:text-slate-400">Last triggered</dt>
          <dd className="tabular-nums">{lastTriggered(alert)}</dd>
        </div>
        <div className="contents sm:flex sm:gap-1">
          <dt className="text-slate-600 dark:text-slate-400">Times triggered</dt>
          <dd className="tabular-nums">{alert.triggerCount}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onEdit} aria-label={`Edit: ${what}`}>
          Edit
        </Button>
        <Button
          disabled={busy}
          onClick={() => onPauseChange(watchAgain === null)}
          aria-label={`${watchAgain ?? 'Pause'}: ${what}`}
        >
          {watchAgain ?? 'Pause'}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete: ${what}`}
          className="text-red-700 dark:text-red-400"
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
