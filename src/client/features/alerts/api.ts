import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertBody, MarkReadBody } from '#shared/alerts/alerts.ts';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import { apiGet, apiSend, type BodyOf } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { alertsKey, notificationsKey } from './keys.ts';

// The signed-in user's price alerts and the notifications they leave (docs/decisions/032).
// Writes invalidate what they touched; other tabs hear the user events (app/user-events.ts).

export { alertsKey, notificationsKey };
/** Public (no session): what an e-mail's alert-off link names. */
export const alertOffKey = (token: string) => ['alert-off', token] as const;

export const alertsQuery = () =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) => apiGet(alertsContract.alerts, { signal }),
  });

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiGet(alertsContract.notifications, { signal }),
  });

export const alertOffPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: alertOffKey(token),
    queryFn: ({ signal }) => apiGet(alertsContract.alertOffPreview, { query: { token }, signal }),
    // A link that is invalid stays invalid: asking again only repeats the same answer.
    retry: false,
    staleTime: Infinity,
  });

export function useAlerts() {
  const session = useSession();
  return useQuery({ ...alertsQuery(), enabled: session.status === 'signed-in' });
}

export function useNotifications() {
  const session = useSession();
  return useQuery({ ...notificationsQuery(), enabled: session.status === 'signed-in' });
}

function useInvalidate(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreateAlert() {
  const invalidate = useInvalidate(alertsKey);
  return useMutation({
    mutationFn: (body: CreateAlertBody) => apiSend(alertsContract.createAlert, { body }),
    onSuccess: invalidate,
  });
}

/** Edits value, repeat or note, or pauses (`paused: true`) and resumes (`paused: false`). */
export function useUpdateAlert() {
  const invalidate = useInvalidate(alertsKey);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: BodyOf<typeof alertsContract.updateAlert> }) =>
      apiSend(alertsContract.updateAlert, { params: { id }, body: patch }),
    onSuccess: invalidate,
  });
}

export function useRemoveAlert() {
  const invalidate = useInvalidate(alertsKey);
  return useMutation({
    mutationFn: (id: string) => apiSend(alertsContract.removeAlert, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** `{ ids }` marks those read; `{ all: true }` marks every notification read. */
export function useMarkNotificationsRead() {
  const invalidate = useInvalidate(notificationsKey);
  return useMutation({
    mutationFn: (body: MarkReadBody) => apiSend(alertsContract.markNotificationsRead, { body }),
    onSuccess: invalidate,
  });
}

/** The e-mail link's action: pauses the alert its token names (no session needed). */
export function useTurnAlertOff() {
  return useMutation({
    mutationFn: (token: string) => apiSend(alertsContract.turnAlertOff, { body: { token } }),
  });
}
