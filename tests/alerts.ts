import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { alertsContract } from '#shared/alerts/alerts.contract.ts';
import type { Alert, NotificationList } from '#shared/alerts/alerts.ts';
import { preferencesContract } from '#shared/preferences/preferences.contract.ts';
import { buildTestApp, testMarketData } from './app.ts';
import { signedInUser } from './accounts.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createTestProvider, type TestProvider } from './market-data/test-provider.ts';

// The set-up of a price-alerts test file: the real app on a real PostgreSQL, its engine fed by
// the test provider's trade stream during an open session (decision 032), and the steps tests
// take. Read the harness's fields inside tests (they are set in beforeAll).

export type Session = Awaited<ReturnType<typeof signedInUser>>;

export function alertsHarness() {
  const harness = {} as { database: TestDatabase; app: FastifyInstance; provider: TestProvider };
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.provider = createTestProvider({ withStream: true });
    harness.app = await buildTestApp(harness.database, {
      backgroundJobs: true,
      marketData: testMarketData(harness.database, {
        provider: harness.provider,
        session: () => ({ isOpen: true, session: 'regular', holiday: null }),
      }),
    });
    await harness.app.alerts.ready();
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.dispose();
  });

  /** A signed-in user with alert e-mails and the daily summary on (or both off). */
  async function investor(emailNotifications = true): Promise<Session> {
    const session = await signedInUser(harness.app, harness.database);
    const set = await session.browser.patch(preferencesContract.updatePreferences.path, {
      emailNotifications,
      dailySummary: emailNotifications,
    });
    expect(set.statusCode).toBe(200);
    return session;
  }

  async function create(session: Session, body: Record<string, unknown>): Promise<Alert> {
    const response = await session.browser.post(alertsContract.createAlert.path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Alert>();
  }

  /** The test provider's price for a symbol, as its first quote gives it. */
  async function priceOf(symbol: string): Promise<number> {
    const quote = await harness.provider.quote(symbol);
    if (!quote) throw new Error(`no quote for ${symbol}`);
    return quote.price;
  }

  /** Waits until the engine indexes (or has dropped) the alerts, after the NOTIFY round trip. */
  async function watching(alerts: Alert[], indexed = true) {
    const { engine } = await harness.app.alerts.ready();
    for (const alert of alerts) {
      await expect.poll(() => engine.indexed(alert.id), { timeout: 5_000 }).toBe(indexed);
    }
  }

  /** A trade on the provider's stream, now unless `time` (epoch ms) says otherwise. */
  function trade(symbol: string, price: number, time = Date.now()) {
    harness.provider.emitTrades([{ symbol, price, time, volume: 100 }]);
  }

  async function notificationsOf(session: Session): Promise<NotificationList> {
    return (await session.browser.get(alertsContract.notifications.path)).json<NotificationList>();
  }

  /** Mail to `email` other than the sign-up's, oldest first. */
  async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
    const result = await harness.database.pool.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND subject NOT LIKE $2 ORDER BY id',
      [email, '%erify%'],
    );
    return result.rows;
  }

  /** Every claim the engine has in flight is done. */
  async function settle() {
    await (await harness.app.alerts.ready()).engine.settled();
  }

  return { harness, investor, create, priceOf, watching, trade, notificationsOf, mailsTo, settle };
}
