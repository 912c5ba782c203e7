import { and, eq } from 'drizzle-orm';
import { describeAlert } from '#shared/alerts/alerts.ts';
import type { Db } from '../../db/database.ts';
import { alerts, notifications, preferences, user } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AlertOffTokens } from './alert-off-token.ts';

// The e-mail of a fired alert, sent by the 'alert-mail' job (docs/decisions/032). The job may run
// again after a crash; the message's idempotency key is the notification, so the outbox keeps
// one, and over SMTP the repeat carries the same Message-ID.

export interface AlertMailJob {
  notificationId: number;
}

export function createAlertMail(deps: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  tokens: AlertOffTokens;
}) {
  return async function sendAlertMail(job: AlertMailJob): Promise<'sent' | 'skipped'> {
    const [found] = await deps.db
      .select({
        notification: notifications,
        email: user.email,
        emailNotifications: preferences.emailNotifications,
        alert: alerts,
      })
      .from(notifications)
      .innerJoin(user, eq(user.id, notifications.userId))
      .leftJoin(preferences, eq(preferences.userId, notifications.userId))
      .leftJoin(alerts, and(eq(alerts.id, notifications.alertId)))
      .where(eq(notifications.id, job.notificationId));
    // Deleted since (the account, or the switch turned off before the mail left): nothing to send.
    if (!found || found.emailNotifications !== true) return 'skipped';
    const { notification, alert } = found;
    const stockUrl = `${deps.baseUrl}/stock/${encodeURIComponent(notification.symbol)}`;
    const lines = [
      `${notification.title}: ${notification.body.charAt(0).toLowerCase()}${notification.body.slice(1)}.`,
      '',
      ...(alert
        ? [
            `Your alert: ${describeAlert({ symbol: alert.symbol, condition: alert.condition, value: alert.value })}` +
              (alert.repeat === 'rearm'
                ? ' (re-arms after the price moves back 0.5%, at most once a trading day).'
                : ' (once: it is done now).'),
            ...(alert.note ? [`Your note: ${alert.note}`] : []),
            '',
          ]
        : []),
      `See ${notification.symbol}: ${stockUrl}`,
      ...(alert
        ? [`Turn this alert off: ${deps.baseUrl}/alerts/off?token=${deps.tokens.sign(alert.id)}`]
        : []),
      `All your alerts: ${deps.baseUrl}/alerts`,
      '',
      `You get this because Price alert e-mails are on in your profile (${deps.baseUrl}/profile#email-notifications).`,
    ];
    await deps.mailer.sendMail({
      to: found.email,
      subject: `${notification.title} — ${notification.body.charAt(0).toLowerCase()}${notification.body.slice(1)}`,
      text: lines.join('\n'),
      idempotencyKey: `alert-notification-${notification.id}`,
    });
    return 'sent';
  };
}
