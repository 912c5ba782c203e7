import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { LoginRedirect } from '../../components/ui/LoginRedirect.tsx';
import {
  ALERT_STATUSES,
  describeAlert,
  MAX_ALERTS_PER_USER,
  type Alert,
  type AlertStatus,
} from '#shared/alerts/alerts.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useSession } from '../../lib/session.ts';
import { AlertDialog } from './AlertDialog.tsx';
import { AlertItem } from './AlertItem.tsx';
import { EVALUATION_NOTE } from './alert-form.ts';
import { NewAlertDialog } from './NewAlertDialog.tsx';
import { useAlerts, useRemoveAlert, useUpdateAlert } from './api.ts';

const GROUP_TITLES: Record<AlertStatus, string> = {
  armed: 'Armed',
  triggered: 'Triggered',
  paused: 'Paused',
};

function EmptyAlerts() {
  return (
    <Card title="No alerts yet">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Choose New alert, open a stock and choose Create alert, or use the bell button on a row of
        your watchlist or portfolio. You hear from us when the price gets there.
      </p>
    </Card>
  );
}

/** Every alert of the user, grouped by status (armed, triggered, paused), with its actions. */
export function AlertsPage() {
  const session = useSession();
  const alerts = useAlerts();
  const update = useUpdateAlert();
  const remove = useRemoveAlert();
  const [editing, setEditing] = useState<Alert | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (session.status === 'signed-out') return <LoginRedirect />;

  const list = alerts.data?.alerts ?? [];
  const limit = alerts.data?.limit ?? MAX_ALERTS_PER_USER;
  const busy = update.isPending || remove.isPending;

  let content;
  if (alerts.isError) {
    content = <ErrorState message="Failed to load alerts" onRetry={() => void alerts.refetch()} />;
  } else if (alerts.isPending) {
    content = (
      <div aria-busy="true" aria-label="Loading alerts" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (list.length === 0) {
    content = <EmptyAlerts />;
  } else {
    content = (
      <div className="space-y-4 lg:space-y-6">
        {ALERT_STATUSES.map((status) => {
          const group = list.filter((alert) => alert.status === status);
          if (group.length === 0) return null;
          return (
            <Card key={status} title={`${GROUP_TITLES[status]} (${group.length})`}>
              <ul className="space-y-3">
                {group.map((alert) => (
                  <AlertItem
                    key={alert.id}
                    alert={alert}
                    busy={busy}
                    onEdit={() => setEditing(alert)}
                    onPauseChange={(paused) => {
                      setFailure(null);
                      update.mutate(
                        { id: alert.id, patch: { paused } },
                        {
                          onError: () =>
                            setFailure(
                              `Could not ${paused ? 'pause' : alert.status === 'triggered' ? 're-arm' : 'resume'} the alert. Please try again.`,
                            ),
                        },
                      );
                    }}
                    onDelete={() => setDeleting(alert)}
                  />
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Alerts">
        <div className="flex flex-wrap items-center gap-3">
          {alerts.data && <span>{`${list.length} of ${limit} alerts`}</span>}
          <Button
            variant="primary"
            disabled={list.length >= limit}
            onClick={() => setCreating(true)}
          >
            <BellPlus aria-hidden="true" className="size-4" />
            New alert
          </Button>
        </div>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{EVALUATION_NOTE}</p>
      {failure && (
        <div className="mb-4">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      )}
      {content}
      <NewAlertDialog open={creating} onOpenChange={setCreating} />
      <AlertDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        symbol={editing?.symbol ?? ''}
        alert={editing ?? undefined}
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete alert"
        description={deleting ? `Delete the alert: ${describeAlert(deleting)}?` : undefined}
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            variant="danger"
            onClick={() => {
              if (!deleting) return;
              setFailure(null);
              remove.mutate(deleting.id, {
                onError: () => setFailure('Could not delete the alert. Please try again.'),
              });
              setDeleting(null);
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}
