import { describe, expect, it } from 'vitest';
import { alertsContract as contract } from '#shared/alerts/alerts.contract.ts';
import type { Alert } from '#shared/alerts/alerts.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { formatPercent, formatUsd } from '#shared/platform/format.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { Browser, pathOf } from '#tests/accounts.ts';
import { alertsHarness } from '#tests/alerts.ts';

// The alerts API, the e-mail link that turns an alert off, and the daily summary, through the
// real app on a real PostgreSQL (decision 032). Firing: alert-firing.test.ts.

const { harness, investor, create, priceOf, watching, trade, mailsTo } = alertsHarness();

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
    expect((await new Browser(harness.app).get(contract.alerts.path)).statusCode).toBe(401);
    expect(
      (
        await new Browser(harness.app).post(contract.createAlert.path, {
          symbol: 'AAPL',
          condition: 'below',
          value: '1',
        })
      ).statusCode,
    ).toBe(401);
    const ada = await investor(false);
    await harness.database.pool.query(
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
    const count = await harness.database.pool.query(
      'SELECT count(*)::int AS n FROM alerts WHERE user_id = $1',
      [ada.userId],
    );
    expect(count.rows[0]).toEqual({ n: 200 });
  });
});

describe('alerts: notifications belong to their user', () => {
  it("answers 404 for marking another user's notifications read, and changes nothing", async () => {
    const ada = await investor(false);
    const bo = await investor(false);
    const { rows } = await harness.database.pool.query<{ id: string }>(
      `INSERT INTO notifications (user_id, trigger_number, symbol, title, body, price)
       VALUES ($1, 1, 'AAPL', 'AAPL rose', 'Now $1', 1), ($2, 1, 'MSFT', 'MSFT fell', 'Now $1', 1)
       RETURNING id`,
      [ada.userId, bo.userId],
    );
    const [adas, bos] = rows.map((row) => row.id);
    const read = (ids: (string | undefined)[]) =>
      bo.browser.post(contract.markNotificationsRead.path, { ids });
    for (const ids of [[adas], [adas, bos], ['999999999']]) {
      const answer = await read(ids);
      expect(answer.statusCode, JSON.stringify(ids)).toBe(404);
      expect(answer.json().error.code).toBe('not-found');
    }
    const unread = await harness.database.pool.query(
      'SELECT count(*)::int AS n FROM notifications WHERE read_at IS NULL AND id = ANY($1)',
      [[adas, bos]],
    );
    expect(unread.rows[0]).toEqual({ n: 2 });
    // Their own, read or not yet, is fine: marking is idempotent.
    expect((await read([bos])).json()).toEqual({ unread: 0 });
    expect((await read([bos])).statusCode).toBe(200);
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
    // The job running again (a retry after a crash) finds its message already in the outbox.
    const notification = await harness.database.pool.query<{ id: string }>(
      'SELECT id FROM notifications WHERE alert_id = $1',
      [alert.id],
    );
    const runtime = await harness.app.alerts.ready();
    await runtime.sendAlertMail({ notificationId: Number(notification.rows[0]?.id) });
    expect(await mailsTo(ada.email)).toHaveLength(1);
    const link = /Turn this alert off: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(pathOf(link)).toMatch(/^\/alerts\/off\?token=/);

    // A mail scanner following the link (no session, a GET) changes nothing.
    const visitor = new Browser(harness.app);
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
    const bought = await ada.browser.post(portfolioContract.addPosition.path, {
      symbol: 'NFLX',
      shares: 2,
      purchasePrice: 100,
    });
    expect(bought.statusCode).toBe(201);
    const runtime = await harness.app.alerts.ready();
    // Monday 2026-11-23 is a trading day; the claim runs twice (two processes, a re-run).
    const claims = await Promise.all([
      runtime.summary.claim('2026-11-23'),
      runtime.summary.claim('2026-11-23'),
    ]);
    expect(claims.reduce((a, b) => a + b, 0)).toBe(1);
    await expect
      .poll(async () => (await mailsTo(ada.email)).filter((m) => /close for/.test(m.subject)), {
        timeout: 10_000,
      })
      .toHaveLength(1);
    const summary = (await mailsTo(ada.email)).find((m) => /close for/.test(m.subject));
    expect(summary?.subject).toBe('Your Tickerdeck close for Nov 23, 2026');
    // By hand: 2 NFLX at the test provider's price; the day's change is 2 × the quote's change,
    // in percent the quote's own (the change over the value a day ago, 2 × previous close).
    const nflx = await harness.provider.quote('NFLX');
    if (!nflx?.change || !nflx.previousClose) throw new Error('no NFLX quote');
    const change = 2 * nflx.change;
    expect(summary?.text).toContain(`Portfolio value: ${formatUsd(2 * nflx.price)}\n`);
    expect(summary?.text).toContain(
      `Day change: ${change > 0 ? '+' : ''}${formatUsd(change)} (${formatPercent((nflx.change / nflx.previousClose) * 100)})`,
    );
    expect(summary?.text).toMatch(/Biggest movers among your symbols:\n {2}(TSLA|NFLX) /);
    expect(summary?.text).toContain('No alerts fired today.');
    expect(await runtime.summary.claim('2026-11-23')).toBe(0);
    // A weekend day has no close to summarise.
    expect(await runtime.summary.claim('2026-11-22')).toBe(0);
  });
});
