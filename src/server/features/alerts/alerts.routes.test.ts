import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsContract as contract } from '../../../shared/alerts.contract.ts';
import type { Alert, NotificationList } from '../../../shared/alerts.ts';
import { fillPath } from '../../../shared/contract.ts';
import { preferencesContract } from '../../../shared/preferences.contract.ts';
import { watchlistContract } from '../../../shared/watchlist.contract.ts';
import { buildTestApp, testMarketData } from '../../../../tests/app.ts';
import { Browser, pathOf, signedInUser } from '../../../../tests/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/database.ts';
import {
  createTestProvider,
  type TestProvider,
} from '../../../../tests/market-data/test-provider.ts';

// Price alerts through the real app on a real PostgreSQL: the routes, and the engine fed by the
// test provider's trade stream during an open session (decision 032).

let database: TestDatabase;
let app: FastifyInstance;
let provider: TestProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createTestProvider({ withStream: true });
  app = await buildTestApp(database, {
    marketData: testMarketData(database, {
      provider,
      session: () => ({ isOpen: true, session: 'regular', holiday: null }),
    }),
  });
  await app.alerts.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

type Session = Awaited<ReturnType<typeof signedInUser>>;

async function investor(emailNotifications = true): Promise<Session> {
  const session = await signedInUser(app, database);
  const set = await session.browser.patch(preferencesContract.updatePreferences.path, {
    emailNotifications,
  });
  expect(set.statusCode).toBe(200);
  return session;
}

async function create(session: Session, body: Record<string, unknown>): Promise<Alert> {
  const response = await session.browser.post(contract.createAlert.path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Alert>();
}

/** The test provider's price for a symbol, as its first quote gives it. */
async function priceOf(symbol: string): Promise<number> {
  const quote = await provider.quote(symbol);
  if (!quote) throw new Error(`no quote for ${symbol}`);
  return quote.price;
}

/** Waits until the engine indexes (or has dropped) the alerts, after the NOTIFY round trip. */
async function watching(alerts: Alert[], indexed = true) {
  const { engine } = await app.alerts.ready();
  for (const alert of alerts) {
    await expect.poll(() => engine.indexed(alert.id), { timeout: 5_000 }).toBe(indexed);
  }
}

function trade(symbol: string, price: number) {
  provider.emitTrades([{ symbol, price, time: Date.now(), volume: 100 }]);
}

async function notificationsOf(session: Session): Promise<NotificationList> {
  return (await session.browser.get(contract.notifications.path)).json<NotificationList>();
}

async function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const result = await database.pool.query<{ subject: string; text: string }>(
    'SELECT subject, text FROM mail_outbox WHERE "to" = $1 AND subject NOT LIKE $2 ORDER BY id',
    [email, '%erify%'],
  );
  return result.rows;
}

async function settle() {
  await (await app.alerts.ready()).engine.settled();
}

describe('alerts: the API', () => {
  it('creates, lists, edits, pauses, resumes and deletes an alert of the signed-in user only', async () => {
    const ada = await investor();
    const created = await create(ada, {
      symbol: 'MSFT',
      condition: 'above',
      value: '999.5',
      note: '  take profit  ',
    });
    expect(created).toMatchObject({
      symbol: 'MSFT',
      condition: 'above',
      value: '999.5',
      repeat: 'once',
      note: 'take profit',
      status: 'armed',
      triggeredAt: null,
      triggerCount: 0,
    });
    const list = (await ada.browser.get(contract.alerts.path)).json<{ alerts: Alert[] }>();
    expect(list).toEqual({ alerts: [created], limit: 200 });

    const path = fillPath(contract.updateAlert.path, { id: created.id });
    const edited = await ada.browser.patch(path, { value: '1000', repeat: 'rearm', note: '' });
    expect(edited.json()).toMatchObject({ value: '1000', repeat: 'rearm', note: null });
    expect((await ada.browser.patch(path, { paused: true })).json()).toMatchObject({
      status: 'paused',
    });
    expect((await ada.browser.patch(path, { paused: false })).json()).toMatchObject({
      status: 'armed',
    });

    // Someone else's alert does not exist for Grace: 404, and nothing changes.
    const grace = await investor();
    expect((await grace.browser.patch(path, { paused: true })).statusCode).toBe(404);
    expect((await grace.browser.delete(path)).statusCode).toBe(404);
    expect((await grace.browser.get(contract.alerts.path)).json()).toEqual({
      alerts: [],
      limit: 200,
    });

    expect((await ada.browser.delete(path)).statusCode).toBe(204);
    expect((await ada.browser.delete(path)).statusCode).toBe(404);
    expect((await ada.browser.get(contract.alerts.path)).json()).toMatchObject({ alerts: [] });
  });

  it('refuses bad input with a 4xx and a clear message, and stores nothing', async () => {
    const ada = await investor();
    const refusals: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ symbol: 'ZZZZ', condition: 'above', value: '10' }, 400, /Unknown symbol: ZZZZ/],
      [{ symbol: 'AAPL', condition: 'above' }, 400, /Price is required/],
      [{ symbol: 'AAPL', condition: 'above', value: '-5' }, 400, /Price/],
      [{ symbol: 'AAPL', condition: 'above', value: 10 }, 400, /value/],
      [{ symbol: 'AAPL', condition: 'above', value: '1e3' }, 400, /Price/],
      [{ symbol: 'AAPL', condition: 'up-percent', value: '150' }, 400, /at most 100/],
      [{ symbol: 'AAPL', condition: 'high-52w', value: '10' }, 400, /takes no value/],
      [{ symbol: 'AAPL', condition: 'sideways', value: '10' }, 400, /condition/],
      [{ symbol: 'AAPL', condition: 'above', value: '10', repeat: 'daily' }, 400, /repeat/],
      [{ symbol: 'AAPL', condition: 'above', value: '10', note: 'x'.repeat(201) }, 400, /200/],
      [{ symbol: 'AAPL', condition: 'above', value: '10', userId: 'someone' }, 400, /userId/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await ada.browser.post(contract.createAlert.path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toMatch(message);
    }
    const alert = await create(ada, { symbol: 'AAPL', condition: 'below', value: '1' });
    const path = fillPath(contract.updateAlert.path, { id: alert.id });
    const badPatch = await ada.browser.patch(path, { value: 'cheap' });
    expect(badPatch.statusCode).toBe(400);
    expect((await ada.browser.patch(path, {})).statusCode).toBe(400);
    expect((await ada.browser.patch(path, { condition: 'above' })).statusCode).toBe(400);
    expect(
      (
        await ada.browser.patch(fillPath(contract.updateAlert.path, { id: 'nope' }), {
          paused: true,
        })
      ).statusCode,
    ).toBe(400);
    const list = (await ada.browser.get(contract.alerts.path)).json<{ alerts: Alert[] }>();
    expect(list.alerts).toEqual([alert]);
  });

  it('answers 401 without a session and 409 past 200 alerts', async () => {
    expect((await new Browser(app).get(contract.alerts.path)).statusCode).toBe(401);
    expect(
      (
        await new Browser(app).post(contract.createAlert.path, {
          symbol: 'AAPL',
          condition: 'below',
          value: '1',
        })
      ).statusCode,
    ).toBe(401);
    const ada = await investor(false);
    await database.pool.query(
      `INSERT INTO alerts (user_id, symbol, condition, value, repeat)
       SELECT $1, 'AAPL', 'below', 1, 'once' FROM generate_series(1, 199)`,
      [ada.userId],
    );
    await create(ada, { symbol: 'AAPL', condition: 'below', value: '1' });
    const full = await ada.browser.post(contract.createAlert.path, {
      symbol: 'AAPL',
      condition: 'below',
      value: '1',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: { code: 'limit-reached', message: expect.stringMatching(/200 alerts/) },
    });
    const count = await database.pool.query(
      'SELECT count(*)::int AS n FROM alerts WHERE user_id = $1',
      [ada.userId],
    );
    expect(count.rows[0]).toEqual({ n: 200 });
  });
});

describe('alerts: firing', () => {
  it('fires "rises to or above" once on the tick that reaches it: notification, mail, triggered', async () => {
    const ada = await investor();
    const base = await priceOf('NVDA');
    const alert = await create(ada, {
      symbol: 'NVDA',
      condition: 'above',
      value: (base + 10).toFixed(2),
    });
    await watching([alert]);
    trade('NVDA', base + 9.99);
    await settle();
    expect((await notificationsOf(ada)).notifications).toEqual([]);
    trade('NVDA', base + 10.12);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
    trade('NVDA', base + 11);
    await settle();
    const { notifications } = await notificationsOf(ada);
    expect(notifications).toEqual([
      expect.objectContaining({
        alertId: alert.id,
        symbol: 'NVDA',
        title: `NVDA rose above $${(base + 10).toFixed(2)}`,
        body: expect.stringMatching(
          new RegExp(`^Now \\$${(base + 10.12).toFixed(2)} at \\d{1,2}:\\d{2} [AP]M ET$`),
        ),
        read: false,
      }),
    ]);
    await expect.poll(() => mailsTo(ada.email)).toHaveLength(1);
    const [mail] = await mailsTo(ada.email);
    expect(mail?.subject).toBe(
      `${notifications[0]?.title} — now ${notifications[0]?.body.slice(4)}`,
    );
    expect(mail?.text).toContain('http://localhost:3000/stock/NVDA');
    expect(mail?.text).toMatch(
      /Turn this alert off: http:\/\/localhost:3000\/alerts\/off\?token=[\w-]+/,
    );
    const [listed] = (await ada.browser.get(contract.alerts.path)).json<{ alerts: Alert[] }>()
      .alerts;
    expect(listed).toMatchObject({
      status: 'triggered',
      triggeredPrice: String(Number((base + 10.12).toFixed(6))),
      triggerCount: 1,
    });
  });

  it('fires "falls to or below", percent moves against the previous close, and 52-week records', async () => {
    const ada = await investor(false);
    const quote = await provider.quote('AMD');
    if (!quote?.previousClose) throw new Error('no previous close');
    const close = quote.previousClose;
    const alerts = [
      await create(ada, { symbol: 'AMD', condition: 'below', value: (close - 20).toFixed(2) }),
      await create(ada, { symbol: 'AMD', condition: 'up-percent', value: '4' }),
      await create(ada, { symbol: 'AMD', condition: 'down-percent', value: '8' }),
      await create(ada, { symbol: 'AMD', condition: 'high-52w' }),
    ];
    await watching(alerts);
    // The test provider's year of history peaks at its base price + 6 (close + 1 over a sine of 5).
    trade('AMD', close + 5.9);
    await settle();
    expect((await notificationsOf(ada)).notifications).toEqual([]);
    trade('AMD', close + 6.5);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
    trade('AMD', close * 1.039);
    await settle();
    expect((await notificationsOf(ada)).unread).toBe(1);
    trade('AMD', close * 1.041);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(2);
    trade('AMD', close * 0.921);
    await settle();
    expect((await notificationsOf(ada)).unread).toBe(2);
    // -8.1 %, still above close − 20 (AMD's close is about 236).
    trade('AMD', close * 0.919);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(3);
    trade('AMD', close - 20);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(4);
    const titles = (await notificationsOf(ada)).notifications.map((n) => n.title).reverse();
    expect(titles).toEqual([
      'AMD made a new 52-week high',
      'AMD is up 4% today',
      'AMD is down 8% today',
      `AMD fell below $${(close - 20).toFixed(2)}`,
    ]);
    // Email Notifications is off: no mail.
    expect(await mailsTo(ada.email)).toEqual([]);
  });

  it('fires at once an alert whose condition is already true when it is created', async () => {
    const ada = await investor(false);
    const base = await priceOf('META');
    trade('META', base);
    await create(ada, { symbol: 'META', condition: 'above', value: (base - 1).toFixed(2) });
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
  });

  it('never fires a paused or a deleted alert', async () => {
    const ada = await investor(false);
    const base = await priceOf('ORCL');
    const paused = await create(ada, {
      symbol: 'ORCL',
      condition: 'above',
      value: (base + 5).toFixed(2),
    });
    const deleted = await create(ada, {
      symbol: 'ORCL',
      condition: 'above',
      value: (base + 6).toFixed(2),
    });
    const control = await create(ada, {
      symbol: 'ORCL',
      condition: 'above',
      value: (base + 7).toFixed(2),
    });
    await watching([paused, deleted, control]);
    await ada.browser.patch(fillPath(contract.updateAlert.path, { id: paused.id }), {
      paused: true,
    });
    await ada.browser.delete(fillPath(contract.removeAlert.path, { id: deleted.id }));
    await watching([paused, deleted], false);
    trade('ORCL', base + 8);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
    await settle();
    const { notifications } = await notificationsOf(ada);
    expect(notifications.map((n) => n.alertId)).toEqual([control.id]);
  });

  it('re-arms only after the price moved back 0.5 %, and notifies at most once a trading day', async () => {
    const ada = await investor(false);
    const alert = await create(ada, {
      symbol: 'INTC',
      condition: 'above',
      value: '100',
      repeat: 'rearm',
    });
    await watching([alert]);
    trade('INTC', 100.5);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
    const path = contract.alerts.path;
    const status = async () =>
      (await ada.browser.get(path))
        .json<{ alerts: Alert[] }>()
        .alerts.find((a) => a.id === alert.id)?.status;
    expect(await status()).toBe('triggered');
    trade('INTC', 99.6); // within the 0.5 % margin (re-arms at 99.50)
    await settle();
    expect(await status()).toBe('triggered');
    trade('INTC', 99.5);
    await expect.poll(status).toBe('armed');
    trade('INTC', 101);
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    // The same trading day: no second notification.
    expect((await notificationsOf(ada)).notifications).toHaveLength(1);
    const row = await database.pool.query('SELECT trigger_count FROM alerts WHERE id = $1', [
      alert.id,
    ]);
    expect(row.rows[0]).toEqual({ trigger_count: 1 });
  });

  it('marks notifications read, one or all, for their owner only', async () => {
    const ada = await investor(false);
    const base = await priceOf('QCOM');
    await watching([
      await create(ada, { symbol: 'QCOM', condition: 'above', value: (base + 1).toFixed(2) }),
      await create(ada, { symbol: 'QCOM', condition: 'above', value: (base + 2).toFixed(2) }),
    ]);
    trade('QCOM', base + 3);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(2);
    const [first, second] = (await notificationsOf(ada)).notifications;
    const grace = await investor(false);
    const stranger = await grace.browser.post(contract.markNotificationsRead.path, {
      ids: [first?.id],
    });
    expect(stranger.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(ada)).unread).toBe(2);
    const one = await ada.browser.post(contract.markNotificationsRead.path, { ids: [first?.id] });
    expect(one.json()).toEqual({ unread: 1 });
    expect(
      (await ada.browser.post(contract.markNotificationsRead.path, { ids: [] })).statusCode,
    ).toBe(400);
    const all = await ada.browser.post(contract.markNotificationsRead.path, { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await notificationsOf(ada)).notifications.find((n) => n.id === second?.id)?.read).toBe(
      true,
    );
  });
});

describe('alerts: the e-mail link that turns an alert off', () => {
  it('shows what it turns off on GET (changing nothing), pauses on POST, and refuses forged tokens', async () => {
    const ada = await investor();
    const base = await priceOf('ADBE');
    const alert = await create(ada, {
      symbol: 'ADBE',
      condition: 'above',
      value: (base + 1).toFixed(2),
      repeat: 'rearm',
    });
    await watching([alert]);
    trade('ADBE', base + 2);
    await expect.poll(() => mailsTo(ada.email)).toHaveLength(1);
    const [mail] = await mailsTo(ada.email);
    const link = /Turn this alert off: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(pathOf(link)).toMatch(/^\/alerts\/off\?token=/);

    // A mail scanner following the link (no session, a GET) changes nothing.
    const visitor = new Browser(app);
    const preview = await visitor.get(`${contract.alertOffPreview.path}?token=${token}`);
    expect(preview.json()).toEqual({
      symbol: 'ADBE',
      description: `ADBE rises to or above $${(base + 1).toFixed(2)}`,
      paused: false,
    });
    const before = (await ada.browser.get(contract.alerts.path)).json<{ alerts: Alert[] }>();
    expect(before.alerts[0]?.status).toBe('triggered');

    const off = await visitor.post(contract.turnAlertOff.path, { token });
    expect(off.json()).toMatchObject({ symbol: 'ADBE', paused: true });
    expect((await visitor.post(contract.turnAlertOff.path, { token })).json()).toMatchObject({
      paused: true,
    });
    const after = (await ada.browser.get(contract.alerts.path)).json<{ alerts: Alert[] }>();
    expect(after.alerts[0]).toMatchObject({ id: alert.id, status: 'paused' });

    const forged = `${token.slice(0, 32)}${'A'.repeat(token.length - 32)}`;
    expect((await visitor.post(contract.turnAlertOff.path, { token: forged })).statusCode).toBe(
      400,
    );
    expect((await visitor.get(`${contract.alertOffPreview.path}?token=short`)).statusCode).toBe(
      400,
    );
  });
});

describe('alerts: the daily close summary', () => {
  it('sends one summary per user per trading day, with holdings, movers and the alerts that fired', async () => {
    const ada = await investor();
    await ada.browser.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'TSLA' }));
    const runtime = await app.alerts.ready();
    // Monday 2026-11-23 is a trading day; the claim runs twice (two processes, a re-run).
    const claims = await Promise.all([
      runtime.summary.claim('2026-11-23'),
      runtime.summary.claim('2026-11-23'),
    ]);
    expect(claims.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await mailsTo(ada.email)).filter((m) => /close for/.test(m.subject)), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const summary = (await mailsTo(ada.email)).find((m) => /close for/.test(m.subject));
    expect(summary?.subject).toBe('Your Tickerdeck close for Nov 23, 2026');
    expect(summary?.text).toMatch(/Biggest movers among your symbols:\n {2}TSLA /);
    expect(await runtime.summary.claim('2026-11-23')).toBe(0);
    // A weekend day has no close to summarise.
    expect(await runtime.summary.claim('2026-11-22')).toBe(0);
  });
});
