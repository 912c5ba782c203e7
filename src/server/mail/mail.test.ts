import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '#tests/app.ts';
import { Browser, freshEmail } from '#tests/accounts.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '#tests/smtp-sink.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

const OPERATOR_TOKEN = 'mail-test-operator-secret-0123456789';

let database: TestDatabase;
let sink: SmtpSink;
let received: ReceivedMail[];
beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  received = sink.received;
});
afterAll(async () => {
  await sink.close();
  await database.dispose();
});

describe('mail', () => {
  it('sends plain-text mail over SMTP when SMTP_URL is set', async () => {
    const mailer = smtpMailer({
      url: sink.url,
      from: 'Tickerdeck <no-reply@tickerdeck.local>',
    });
    await mailer.sendMail({ to: 'ada@example.com', subject: 'Hello', text: 'Line one\nLine two' });
    await mailer.close();
    const last = received.at(-1);
    expect(last?.to).toEqual(['ada@example.com']);
    expect(last?.from).toBe('no-reply@tickerdeck.local');
    expect(last?.raw).toMatch(/Subject: Hello/);
    expect(last?.raw).toMatch(/Content-Type: text\/plain/);
    expect(last?.raw).toContain('Line two');
  });

  it('sends the verification mail of a real sign-up through SMTP, not the outbox', async () => {
    const config = testConfig({ SMTP_URL: sink.url });
    const app = await buildTestApp(database, { config });
    const email = freshEmail();
    const response = await new Browser(app).post('/api/auth/sign-up/email', {
      name: 'Smtp User',
      email,
      password: 'secret12',
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.some((m) => m.to.includes(email))).toBe(true);
    const mail = received.find((m) => m.to.includes(email));
    // quoted-printable: undo soft line breaks and =3D before reading the link
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]+/);
    const outbox = await database.pool.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [email]);
    expect(outbox.rowCount).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await app.close();
  });

  it('lists the outbox newest first at /dev/mailbox, escaping everything and linking only our URLs', async () => {
    const outbox = outboxMailer(database);
    await outbox.sendMail({
      to: 'x@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Go to http://localhost:3000/reset-password?token=abc&x=1 not https://evil.example/x',
    });
    await outbox.sendMail({ to: 'x@example.com', subject: 'Newest', text: 'second' });
    const app = await buildTestApp(database);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/reset-password?token=abc&amp;x=1">',
    );
    expect(page.body).not.toContain('<a href="https://evil.example');
    expect(page.body.indexOf('Newest')).toBeLessThan(page.body.indexOf('&lt;script'));
    await app.close();
  });

  it('sends a message repeated under one idempotency key with one Message-ID, and stores it once', async () => {
    // A mail job run again after a crash (alerts, summaries): at least once over SMTP, each time
    // with the same Message-ID, so the receiving side can drop the repeat.
    const mailer = smtpMailer({ url: sink.url, from: 'Tickerdeck <no-reply@tickerdeck.local>' });
    const message = {
      to: 'repeat@example.com',
      subject: 'NVDA rose above $120.00',
      text: 'Once',
      idempotencyKey: 'alert-notification-41',
    };
    await mailer.sendMail(message);
    await mailer.sendMail(message);
    await mailer.sendMail({ ...message, idempotencyKey: 'alert-notification-42' });
    await mailer.close();
    const ids = received
      .filter((mail) => mail.to.includes('repeat@example.com'))
      .map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());
    expect(ids).toEqual([
      '<alert-notification-41@tickerdeck.local>',
      '<alert-notification-41@tickerdeck.local>',
      '<alert-notification-42@tickerdeck.local>',
    ]);
    const outbox = outboxMailer(database);
    await outbox.sendMail(message);
    await outbox.sendMail(message);
    const stored = await database.pool.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [
      message.to,
    ]);
    expect(stored.rowCount).toBe(1);
  });

  it('has no mailbox in production unless MAIL_OUTBOX=1, and then only behind MAILBOX_TOKEN', async () => {
    const production = { NODE_ENV: 'production', BASE_URL: 'https://deck.example' };
    // Production without SMTP_URL refuses to start unless MAIL_OUTBOX=1 (config.test.ts).
    const off = await buildTestApp(database, {
      config: testConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' }),
    });
    expect((await off.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await off.close();
    const on = await buildTestApp(database, {
      config: testConfig({ ...production, MAIL_OUTBOX: '1', MAILBOX_TOKEN: OPERATOR_TOKEN }),
    });
    expect((await on.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(401);
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const page = await on.inject({ method: 'GET', url: '/dev/mailbox', headers: operator });
    expect(page.statusCode).toBe(200);
    await on.close();
  });
});

describe('cookies over https', () => {
  it('uses __Host- cookies that are Secure, HttpOnly and SameSite=Lax', async () => {
    const app = await buildTestApp(database, {
      config: testConfig({
        NODE_ENV: 'production',
        BASE_URL: 'https://deck.example',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
    });
    const { authCookies } = await app.auth.$context;
    expect(authCookies.sessionToken.name).toBe('__Host-tickerdeck.session_token');
    expect(authCookies.sessionToken.attributes).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
    expect(authCookies.sessionToken.attributes.domain).toBeUndefined();
    await app.close();
  });
});
