import { z } from 'zod/mini';
import {
  alertIdParamsSchema,
  alertListSchema,
  alertOffBodySchema,
  alertOffQuerySchema,
  alertOffSchema,
  alertSchema,
  createAlertBodySchema,
  markReadBodySchema,
  notificationListSchema,
  updateAlertBodySchema,
} from './alerts.ts';
import { defineContract } from '../platform/contract.ts';
import { symbolCheckErrors } from '../market-data/market-data.contract.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The signed-in user's price alerts and notifications (docs/decisions/032). The user is always
// the session's; the alert-off link alone works without a session (its token is signed).

export const alertsContract = defineContract({
  alerts: {
    method: 'GET',
    path: '/api/alerts',
    response: alertListSchema,
    errors: ['unauthenticated'],
  },
  /** 409 limit-reached beyond MAX_ALERTS_PER_USER; 400 unknown-symbol. */
  createAlert: {
    method: 'POST',
    path: '/api/alerts',
    body: createAlertBodySchema,
    status: 201,
    response: alertSchema,
    errors: symbolCheckErrors,
  },
  updateAlert: {
    method: 'PATCH',
    path: '/api/alerts/:id',
    params: alertIdParamsSchema,
    body: updateAlertBodySchema,
    response: alertSchema,
    errors: ['unauthenticated'],
  },
  removeAlert: {
    method: 'DELETE',
    path: '/api/alerts/:id',
    params: alertIdParamsSchema,
    errors: ['unauthenticated'],
  },
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    response: notificationListSchema,
    errors: ['unauthenticated'],
  },
  /** 404, marking nothing, when any id is not one of the user's notifications. */
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    body: markReadBodySchema,
    response: lazySchema(() => z.object({ unread: z.number().check(z.int(), z.nonnegative()) })),
    errors: ['unauthenticated'],
  },
  /** What the e-mail's link would turn off (reading changes nothing: mail scanners follow GETs). */
  alertOffPreview: {
    method: 'GET',
    path: '/api/alerts/off',
    query: alertOffQuerySchema,
    response: alertOffSchema,
    errors: [],
  },
  /** Pauses the alert the signed token names; no session needed, idempotent. */
  turnAlertOff: {
    method: 'POST',
    path: '/api/alerts/off',
    body: alertOffBodySchema,
    response: alertOffSchema,
    errors: [],
  },
});
