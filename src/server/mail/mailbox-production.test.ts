import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '#tests/app.ts';
import { Browser, freshEmail, lastMailId, waitForMail } from '#tests/accounts.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { outboxMailer } from './outbox-mailer.ts';

// With the outbox on in production, /dev/mailbox showed every reset link to
// anyone, so requesting a reset for a victim and reading the link took the account over.

const MAILBOX_TOKEN = 'operator-mailbox-token-of-at-least-32-chars';
const SECRET_IN_MAIL = 'only-the-mailbox-owner-may-read-this';
const PROXY = '127.0.0.1';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    config: testConfig({
      NODE_ENV: 'production',
      BASE_URL: 'http://localhost:3000',
      MAIL_OUTBOX: '1',
      MAILBOX_TOKEN,
      TRUST_PROXY: PROXY,
    }),
  });
  await outboxMailer(database).sendMail({
    to: 'someone@example.com',
    subject: 'Alert',
    text: `${SECRET_IN_MAIL} http://localhost:3000/alerts/off?token=abc`,
  });
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

// The page, and every address an attacker might try for another view of it.
const MAILBOX_URLS = [
  '/dev/mailbox',
  '/dev/mailbox/',
  '/dev/mailbox?format=json',
  '/dev/mailbox.json',
  '/dev/mailbox/1',
  '/dev/mailbox/messages',
  '/dev/MAILBOX',
  '/dev//mailbox',
];

describe('/dev/mailbox in production', () => {
  it('shows no mail to an anonymous request, direct or through a trusted proxy', async () => {
    // The attack: ask a reset for the victim, then read the link from the mailbox.
    const victim = freshEmail();
    const before = await lastMailId(database);
    const browser = new Browser(app);
    await browser.post('/api/auth/request-password-reset', { email: victim });
    // Unknown e-mails get no mail; the alert mail above stands in for every mail kept.
    const mails = await database.pool.query('SELECT 1 FROM mail_outbox WHERE id > $1', [before]);
    expect(mails.rowCount).toBe(0);

    for (const url of MAILBOX_URLS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const direct = await app.inject({ method, url, remoteAddress: '203.0.113.9' });
        const proxied = await app.inject({
          method,
          url,
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        const local = await app.inject({ method, url, remoteAddress: '127.0.0.1' });
        for (const answer of [direct, proxied, local]) {
          expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
          expect(answer.body, `${method} ${url}`).not.toContain(SECRET_IN_MAIL);
        }
      }
    }
  });

  it('refuses a wrong or malformed operator secret', async () => {
    for (const authorization of [
      `Bearer ${MAILBOX_TOKEN.slice(0, -1)}`,
      `Bearer ${MAILBOX_TOKEN}x`,
      `Basic ${MAILBOX_TOKEN}`,
      MAILBOX_TOKEN,
      'Bearer ',
    ]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { authorization },
      });
      expect(answer.statusCode, authorization).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain(SECRET_IN_MAIL);
    }
  });

  it('shows the mail to the operator who sends MAILBOX_TOKEN as a Bearer token', async () => {
    const email = freshEmail();
    await new Browser(app).post('/api/auth/sign-up/email', {
      name: 'Operator Test',
      email,
      password: 'secret12',
    });
    await waitForMail(database, email, /Verify/);
    const page = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { authorization: `Bearer ${MAILBOX_TOKEN}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(SECRET_IN_MAIL);
    expect(page.body).toContain(email);
  });
});
