import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/routing.tsx';
import { alertTokenSchema } from '#shared/alerts/alerts.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { alertOffPreviewQuery, useTurnAlertOff } from './api.ts';

const alertsLink = (
  <Link to="/alerts" className="font-medium text-emerald-800 underline dark:text-emerald-300">
    /alerts
  </Link>
);

function InvalidLink() {
  return (
    <p role="alert" className="text-sm">
      This link is not valid or has expired. You can manage your alerts at {alertsLink}.
    </p>
  );
}

/**
 * Where an alert e-mail's 'turn off' link lands, without signing in. Opening it only reads
 * (mail scanners follow links); the button makes the one change.
 */
export function AlertOffPage() {
  const [params] = useSearchParams();
  const token = alertTokenSchema.safeParse(params.get('token') ?? '');
  return (
    <>
      <PageHeader title="Turn off an alert" />
      <Card title="Price alert" className="max-w-xl">
        {token.success ? <TurnOff token={token.data} /> : <InvalidLink />}
      </Card>
    </>
  );
}

function TurnOff({ token }: { token: string }) {
  const preview = useQuery(alertOffPreviewQuery(token));
  const turnOff = useTurnAlertOff();

  if (preview.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the alert" className="space-y-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-8 w-24" />
      </div>
    );
  }
  if (preview.isError) {
    // A refusal means the link itself is bad; no answer at all is worth another try.
    const refused =
      preview.error instanceof ApiRequestError &&
      preview.error.status >= 400 &&
      preview.error.status < 500;
    if (refused) return <InvalidLink />;
    return (
      <ErrorState
        message="Could not load this alert. Please try again."
        onRetry={() => void preview.refetch()}
      />
    );
  }
  if (turnOff.isSuccess || preview.data.paused) {
    return (
      <p role="status" className="text-sm">
        This alert is off. You can turn it back on at {alertsLink}.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">{`Turn off the alert: ${preview.data.description}?`}</p>
      <Button variant="primary" disabled={turnOff.isPending} onClick={() => turnOff.mutate(token)}>
        Turn off
      </Button>
      {turnOff.isError && (
        <FormMessage tone="error">Could not turn the alert off. Please try again.</FormMessage>
      )}
    </div>
  );
}
