import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import { Browser, freshEmail, lastMailId, signedInUser, waitForMail } from '#tests/accounts.ts';

const setup = appPerTestFile();

/** Requests a reset and returns the token of the mail it sends. */
async function requestResetLink(email: string): Promise<string> {
  const before = await lastMailId(setup.database);
  await new Browser(setup.app).post('/api/auth/request-password-reset', { email });
  const mail = await waitForMail(setup.database, email, /Reset/, before);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

const signInStatus = async (email: string, password: string) =>
  (await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password })).statusCode;

describe('password reset', () => {
  it('mails a single-use link to our reset page; the reset signs every device out', async () => {
    const { browser, email } = await signedInUser(setup.app, setup.database);
    const other = new Browser(setup.app);
    await other.post('/api/auth/sign-in/email', { email, password: 'correct horse battery' });
    const before = await lastMailId(setup.database);
    const request = await new Browser(setup.app).post('/api/auth/request-password-reset', {
      email,
    });
    expect(request.json()).toEqual({ status: true });
    const mail = await waitForMail(setup.database, email, /Reset your Tickerdeck password/, before);
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{24}$/);
    const token = new URL(mail.link).searchParams.get('token');

    const reset = await new Browser(setup.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect((await browser.get('/api/me')).statusCode).toBe(401);
    expect((await other.get('/api/me')).statusCode).toBe(401);

    const reused = await new Browser(setup.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'third secret',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid-action-code');
    const oldPassword = await new Browser(setup.app).post('/api/auth/sign-in/email', {
      email,
      password: 'correct horse battery',
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await new Browser(setup.app).post('/api/auth/sign-in/email', {
      email,
      password: 'brand new secret',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('ends an older reset link when a newer one is requested: newer used, then older refused', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    const used = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: newer,
      newPassword: 'newer link pw',
    });
    expect(used.statusCode).toBe(200);
    const replay = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: older,
      newPassword: 'older link pw',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('invalid-action-code');
    expect(await signInStatus(email, 'newer link pw')).toBe(200);
    expect(await signInStatus(email, 'older link pw')).toBe(401);
    expect(await signInStatus(email, password)).toBe(401);
  });

  it('refuses the older of two reset links even before the newer one is used', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    const refused = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: older,
      newPassword: 'older link pw',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid-action-code');
    expect(await signInStatus(email, password)).toBe(200);
    const used = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: newer,
      newPassword: 'newer link pw',
    });
    expect(used.statusCode).toBe(200);
  });

  it('ends every other reset link of the user when the password changes', async () => {
    const { email, userId } = await signedInUser(setup.app, setup.database);
    const token = await requestResetLink(email);
    // A second live link, as two requests racing each other could leave behind.
    await setup.database.pool.query(
      `INSERT INTO verification (id, identifier, value, expires_at)
       VALUES ('raced', 'reset-password:raced-token-123456789', $1, now() + interval '1 hour')`,
      [userId],
    );
    const reset = await new Browser(setup.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'changed pw 1',
    });
    expect(reset.statusCode).toBe(200);
    const raced = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: 'raced-token-123456789',
      newPassword: 'changed pw 2',
    });
    expect(raced.statusCode).toBe(400);
    expect(await signInStatus(email, 'changed pw 1')).toBe(200);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const before = await lastMailId(setup.database);
    const email = freshEmail();
    const response = await new Browser(setup.app).post('/api/auth/request-password-reset', {
      email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await setup.database.pool.query(
      'SELECT 1 FROM mail_outbox WHERE id > $1 AND "to" = $2',
      [before, email],
    );
    expect(mails.rowCount).toBe(0);
  });

  it('lets exactly one of two simultaneous uses of one token change the password', async () => {
    const { email } = await signedInUser(setup.app, setup.database);
    const before = await lastMailId(setup.database);
    await new Browser(setup.app).post('/api/auth/request-password-reset', { email });
    const mail = await waitForMail(setup.database, email, /Reset/, before);
    const token = new URL(mail.link).searchParams.get('token');
    const results = await Promise.all(
      ['first winner pw', 'second winner pw'].map((newPassword) =>
        new Browser(setup.app).post('/api/auth/reset-password', { token, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'first winner pw' : 'second winner pw';
    const loser = winner === 'first winner pw' ? 'second winner pw' : 'first winner pw';
    expect(
      (await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password: winner }))
        .statusCode,
    ).toBe(200);
    expect(
      (await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password: loser }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses expired and tampered tokens and changes nothing', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const before = await lastMailId(setup.database);
    await new Browser(setup.app).post('/api/auth/request-password-reset', { email });
    const mail = await waitForMail(setup.database, email, /Reset/, before);
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const tampered = await new Browser(setup.app).post('/api/auth/reset-password', {
      token: `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`,
      newPassword: 'tampered pw',
    });
    expect(tampered.statusCode).toBe(400);
    await setup.database.pool.query(
      `UPDATE verification SET expires_at = now() - interval '1 second' WHERE identifier = $1`,
      [`reset-password:${token}`],
    );
    const expired = await new Browser(setup.app).post('/api/auth/reset-password', {
      token,
      newPassword: 'expired pw',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('invalid-action-code');
    expect(
      (await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password }))
        .statusCode,
    ).toBe(200);
  });

  it('enforces the password policy on reset and sign-up', async () => {
    const browser = new Browser(setup.app);
    const short = await browser.post('/api/auth/sign-up/email', {
      name: 'Shorty',
      email: freshEmail(),
      password: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'password-does-not-meet-requirements',
      message: 'Password must be at least 6 characters',
    });
    const reset = await browser.post('/api/auth/reset-password', {
      token: 'x',
      newPassword: '123',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.code).toBe('password-does-not-meet-requirements');
  });
});
