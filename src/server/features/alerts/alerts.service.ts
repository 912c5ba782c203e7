import {
  describeAlert,
  MAX_ALERTS_PER_USER,
  valueIssue,
  type Alert,
  type AlertList,
  type AlertOff,
  type AlertPatch,
  type MarkReadBody,
  type NewAlert,
  type NotificationList,
} from '#shared/alerts/alerts.ts';
import { inUserTransaction } from '../../db/transactions.ts';
import type { UserDataDeps } from '../../live/user-data-deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AlertOffTokens } from './alert-off-token.ts';
import {
  alertById,
  alertOf,
  countAlerts,
  countOwnNotifications,
  deleteAlert,
  insertAlert,
  listAlerts,
  listNotifications,
  markRead,
  patchAlert,
  toAlert,
  unreadCount,
  type AlertRow,
} from './alerts.repo.ts';

// The user's alerts and notifications (docs/decisions/032). Every write is one transaction that
// announces 'alerts-changed': the user's tabs refetch, and every process's alert engine reloads
// that user's alerts.

const notFound = () => new HttpError(404, 'not-found', 'No such alert');

export function createAlertsService(deps: UserDataDeps & { tokens: AlertOffTokens }) {
  const invalidLink = () =>
    new HttpError(400, 'invalid-request', 'This link is not valid: open your alerts at /alerts');

  /** The alert a signed link names, or a 400 (also when it was deleted since). */
  const alertOfToken = async (token: string) => {
    const id = deps.tokens.verify(token);
    if (!id) throw invalidLink();
    const row = await alertById(deps.db, id);
    if (!row) throw new HttpError(404, 'not-found', 'This alert no longer exists');
    return row;
  };
  const offAnswer = (row: AlertRow): AlertOff => ({
    symbol: row.symbol,
    description: describeAlert({ symbol: row.symbol, condition: row.condition, value: row.value }),
    paused: row.paused,
  });

  return {
    async list(userId: string): Promise<AlertList> {
      return { alerts: await listAlerts(deps.db, userId), limit: MAX_ALERTS_PER_USER };
    },

    async create(userId: string, input: NewAlert): Promise<Alert> {
      // Asked before taking the user's lock: an upstream call must not hold up their writes.
      if (!(await deps.symbolExists(input.symbol, userId))) {
        throw new HttpError(400, 'unknown-symbol', `Unknown symbol: ${input.symbol}`);
      }
      return inUserTransaction(deps.db, userId, async (tx) => {
        if ((await countAlerts(tx, userId)) >= MAX_ALERTS_PER_USER) {
          throw new HttpError(
            409,
            'limit-reached',
            `You have ${MAX_ALERTS_PER_USER} alerts, the most one account can have: delete one first.`,
          );
        }
        const row = await insertAlert(tx, userId, input);
        await deps.publish(tx, userId, { type: 'alerts-changed' });
        return toAlert(row);
      });
    },

    async update(userId: string, id: string, patch: AlertPatch): Promise<Alert> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const existing = await alertOf(tx, userId, id);
        if (!existing) throw notFound();
        if (patch.value !== undefined) {
          const issue = valueIssue(existing.condition, patch.value);
          if (issue) throw new HttpError(400, 'invalid-request', issue);
        }
        const row = await patchAlert(tx, userId, id, patch);
        if (!row) throw notFound();
        await deps.publish(tx, userId, { type: 'alerts-changed' });
        return toAlert(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await inUserTransaction(deps.db, userId, async (tx) => {
        if (!(await deleteAlert(tx, userId, id))) throw notFound();
        await deps.publish(tx, userId, { type: 'alerts-changed' });
      });
    },

    notifications: (userId: string): Promise<NotificationList> =>
      listNotifications(deps.db, userId),

    async markRead(userId: string, body: MarkReadBody): Promise<{ unread: number }> {
      return inUserTransaction(deps.db, userId, async (tx) => {
        const ids = 'all' in body ? 'all' : [...new Set(body.ids.map(Number))];
        // Another user's id (or none at all) is a 404 and nothing is marked.
        if (ids !== 'all' && (await countOwnNotifications(tx, userId, ids)) < ids.length) {
          throw new HttpError(404, 'not-found', 'No such notification');
        }
        if ((await markRead(tx, userId, ids)) > 0) {
          await deps.publish(tx, userId, { type: 'notifications-changed' });
        }
        return { unread: await unreadCount(tx, userId) };
      });
    },

    /** What the e-mail's link would turn off; reading changes nothing. */
    async offPreview(token: string): Promise<AlertOff> {
      return offAnswer(await alertOfToken(token));
    },

    /** Pauses the alert the link names (idempotent). */
    async turnOff(token: string): Promise<AlertOff> {
      const row = await alertOfToken(token);
      if (row.paused) return offAnswer(row);
      const paused = await inUserTransaction(deps.db, row.userId, async (tx) => {
        const updated = await patchAlert(tx, row.userId, row.id, { paused: true });
        if (!updated) throw new HttpError(404, 'not-found', 'This alert no longer exists');
        await deps.publish(tx, row.userId, { type: 'alerts-changed' });
        return updated;
      });
      return offAnswer(paused);
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
