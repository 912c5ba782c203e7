import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#tests/app.ts';
import {
  Browser,
  followVerifyLink,
  freshEmail,
  lastMailId,
  signedInUser,
  waitForMail,
} from '#tests/accounts.ts';
import { outboxMailer } from '../../mail/outbox-mailer.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { connectDatabase, type Database } from '../../db/database.ts';
import { createUserEventBus, type UserEventBus } from '../../live/user-events.ts';
import type { UserEvent } from '#shared/platform/user-events.ts';

let database: TestDatabase;
let otherPool: Database;
let app: FastifyInstance;
let otherProcessBus: UserEventBus;
const heard: Array<{ userId: string; event: UserEvent }> = [];
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  // Another server process: its own pool and its own LISTEN connection.
  otherPool = connectDatabase(database.url);
  otherProcessBus = createUserEventBus({ database: otherPool, log: pino({ level: 'silent' }) });
  await otherProcessBus.ready();
  otherProcessBus.subscribe((userId, event) => heard.push({ userId, event }));
});
afterAll(async () => {
  await otherProcessBus.close();
  await otherPool.close();
  await app.close();
  await database.dispose();
});

describe('the whole account journey, browser-free', () => {
  it('sign-up → mailbox link → verified → sign-in → rename → second device → log out all → reset → delete', async () => {
    const email = freshEmail();
    const laptop = new Browser(app);

    // Sign up; the link comes from the /dev/mailbox page, as a person would click it.
    expect(
      (await laptop.post('/api/auth/sign-up/email', { name: 'Ada', email, password: 'first pw 1' }))
        .statusCode,
    ).toBe(200);
    await waitForMail(database, email, /Verify/);
    const mailbox = await laptop.get('/dev/mailbox');
    expect(mailbox.statusCode).toBe(200);
    const href = /<a href="([^"]+verify-email[^"]+)"/.exec(mailbox.body)?.[1] ?? '';
    const link = href.replace(/&amp;/g, '&');
    const verifyToken = await followVerifyLink(laptop, link);

    // Log in on the page the link opened: that finishes verification and signs in. Rename.
    const signIn = await laptop.post('/api/auth/verify-email', {
      email,
      password: 'first pw 1',
      token: verifyToken,
      rememberMe: true,
    });
    expect(signIn.statusCode).toBe(200);
    const userId = signIn.json<{ user: { uid: string } }>().user.uid;
    const renamed = await laptop.request('PATCH', '/api/me', { displayName: 'Ada Lovelace' });
    expect(renamed.json().displayName).toBe('Ada Lovelace');
    await expect
      .poll(() => heard.filter((h) => h.userId === userId).map((h) => h.event.type))
      .toEqual(['profile-changed']);

    // A second device; both see two sessions.
    const phone = new Browser(app);
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: 'first pw 1' })).statusCode,
    ).toBe(200);
    const sessions = (await phone.get('/api/me/sessions')).json().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    // Log out all devices from the laptop: both are signed out, the other process hears it.
    const logoutAll = await laptop.post('/api/me/logout-all');
    expect(logoutAll.statusCode).toBe(204);
    expect(laptop.cookies.has('tickerdeck.session_token')).toBe(false);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    await expect
      .poll(() => heard.filter((h) => h.userId === userId).map((h) => h.event.type))
      .toEqual(['profile-changed', 'signed-out']);
    const lastLogout = await database.pool.query(
      'SELECT last_logout FROM preferences WHERE user_id = $1',
      [userId],
    );
    expect(lastLogout.rows[0]?.last_logout).toBeInstanceOf(Date);

    // Reset the password, sign in with the new one; lastLogout shows in the user document.
    const before = await lastMailId(database);
    await phone.post('/api/auth/request-password-reset', { email });
    const resetMail = await waitForMail(database, email, /Reset/, before);
    const token = new URL(resetMail.link).searchParams.get('token');
    expect(
      (await phone.post('/api/auth/reset-password', { token, newPassword: 'second pw 2' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await phone.post('/api/auth/sign-in/email', { email, password: 'second pw 2' })).statusCode,
    ).toBe(200);
    const document = (await phone.get('/api/me')).json();
    expect(document.lastLogout).toEqual(expect.any(String));
    expect(document.displayName).toBe('Ada Lovelace');

    // Delete the account: everything of it goes, and it can no longer sign in.
    const deleted = await phone.request('DELETE', '/api/me');
    expect(deleted.statusCode).toBe(204);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
    for (const table of ['"user"', 'session', 'account', 'preferences']) {
      const column = table === '"user"' ? 'id' : 'user_id';
      const left = await database.pool.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [
        userId,
      ]);
      expect(left.rowCount, table).toBe(0);
    }
    const again = await new Browser(app).post('/api/auth/sign-in/email', {
      email,
      password: 'second pw 2',
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid-credential');
  });

  it('deletes pending reset tokens with the account, so an old link cannot revive anything', async () => {
    const email = freshEmail();
    const browser = new Browser(app);
    await browser.post('/api/auth/sign-up/email', { name: 'Bo', email, password: 'secret12' });
    const verify = await waitForMail(database, email, /Verify/);
    const verifyToken = await followVerifyLink(browser, verify.link);
    await browser.post('/api/auth/verify-email', {
      email,
      password: 'secret12',
      token: verifyToken,
    });
    const before = await lastMailId(database);
    await browser.post('/api/auth/request-password-reset', { email });
    const reset = await waitForMail(database, email, /Reset/, before);
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(204);
    const token = new URL(reset.link).searchParams.get('token');
    const used = await new Browser(app).post('/api/auth/reset-password', {
      token,
      newPassword: 'revived pw',
    });
    expect(used.statusCode).toBe(400);
    const users = await database.pool.query('SELECT 1 FROM "user" WHERE email = $1', [email]);
    expect(users.rowCount).toBe(0);
  });

  it("deletes the account's outbox mail with it: links, alert turn-off links and notes", async () => {
    const { browser, email } = await signedInUser(app, database);
    const other = await signedInUser(app, database);
    await browser.post('/api/auth/request-password-reset', { email });
    await waitForMail(database, email, /Reset/);
    // What an alert mail keeps: its note and its turn-off link (alert-mail.ts writes these).
    await outboxMailer(database).sendMail({
      to: email,
      subject: 'AAPL rose above 200',
      text: 'Your note: sell half. Turn this alert off: http://localhost:3000/api/alerts/off?t=x',
      idempotencyKey: `alert-notification-${email}`,
    });
    const kept = (address: string) =>
      database.pool.query('SELECT subject FROM mail_outbox WHERE lower("to") = $1', [address]);
    expect((await kept(email)).rowCount).toBe(3);

    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(204);
    expect((await kept(email)).rows).toEqual([]);
    // Nobody else's mail goes with it.
    expect((await kept(other.email)).rowCount).toBe(1);
  });
});
