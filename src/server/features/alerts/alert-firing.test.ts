import { describe, expect, it } from 'vitest';
import { alertsContract as contract } from '#shared/alerts/alerts.contract.ts';
import type { Alert } from '#shared/alerts/alerts.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { alertsHarness } from '#tests/alerts.ts';

// Alerts firing on the ticks of the test provider's trade stream during an open session, through
// the real app on a real PostgreSQL (decision 032).

const { harness, investor, create, priceOf, watching, trade, notificationsOf, mailsTo, settle } =
  alertsHarness();

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
    const quote = await harness.provider.quote('AMD');
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

  it('watches again a one-shot alert that fired once the user re-arms it, and fires it again while still true', async () => {
    const ada = await investor(false);
    const base = await priceOf('AMD');
    const alert = await create(ada, {
      symbol: 'AMD',
      condition: 'above',
      value: (base + 5).toFixed(2),
    });
    await watching([alert]);
    trade('AMD', base + 6);
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(1);
    await watching([alert], false);
    // The Alerts page's Re-arm on a triggered alert.
    const path = fillPath(contract.updateAlert.path, { id: alert.id });
    expect((await ada.browser.patch(path, { paused: false })).json()).toMatchObject({
      status: 'armed',
      triggerCount: 1,
    });
    // The price is still above: the re-armed alert fires again at its first evaluation.
    await expect.poll(async () => (await notificationsOf(ada)).unread).toBe(2);
  });

  it('never fires on a stale price: one from an earlier session is ignored', async () => {
    const ada = await investor(false);
    const base = await priceOf('CSCO');
    const alert = await create(ada, {
      symbol: 'CSCO',
      condition: 'above',
      value: (base + 3).toFixed(2),
    });
    await watching([alert]);
    // Ten days ago is before the latest session's open, whatever the calendar.
    trade('CSCO', base + 4, Date.now() - 10 * 24 * 3600_000);
    await settle();
    expect((await notificationsOf(ada)).notifications).toEqual([]);
    trade('CSCO', base + 4);
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
    const row = await harness.database.pool.query(
      'SELECT trigger_count FROM alerts WHERE id = $1',
      [alert.id],
    );
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
    // Another user's notification is a 404 that changes nothing.
    expect(stranger.statusCode).toBe(404);
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
