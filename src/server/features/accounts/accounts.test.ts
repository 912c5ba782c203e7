import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import {
  Browser,
  followVerifyLink,
  freshEmail,
  pathOf,
  signedInUser,
  waitForMail,
} from '#tests/accounts.ts';

const setup = appPerTestFile();

describe('sign-up and verification', () => {
  it('creates no account before verification and mails a link to our own verify page', async () => {
    const browser = new Browser(setup.app);
    const email = freshEmail();
    const response = await browser.post('/api/auth/sign-up/email', {
      name: 'Grace Hopper',
      email,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(browser.cookies.size).toBe(0); // not signed in before verifying
    const mail = await waitForMail(setup.database, email, /Verify your e-mail/);
    // Anyone can sign up with this e-mail: the mail repeats none of their words.
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Grace');
    expect(mail.link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]{43}$/,
    );
    // Following the link changes nothing by itself: it opens our login page with the token.
    const token = await followVerifyLink(browser, mail.link);
    const users = 'SELECT email_verified FROM "user" WHERE email = $1';
    expect((await setup.database.pool.query(users, [email])).rowCount).toBe(0);
    const verified = await browser.post('/api/auth/verify-email', {
      email,
      password: 'secret1',
      token,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, displayName: 'Grace Hopper' });
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    expect((await setup.database.pool.query(users, [email])).rows).toEqual([
      { email_verified: true },
    ]);
  });

  it('refuses an unverified sign-in with the SPEC message and mails a fresh link', async () => {
    const browser = new Browser(setup.app);
    const email = freshEmail();
    await browser.post('/api/auth/sign-up/email', { name: 'Al', email, password: 'secret1' });
    const first = await waitForMail(setup.database, email, /Verify/);
    const response = await browser.post('/api/auth/sign-in/email', {
      email,
      password: 'secret1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'email-not-verified',
      message: 'Please verify your email before logging in.',
    });
    expect(browser.cookies.size).toBe(0);
    const wrong = await browser.post('/api/auth/sign-in/email', { email, password: 'not it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid-credential');
    // A new mail, whose link works; the first one stopped working when it was sent.
    const fresh = await waitForMail(setup.database, email, /Verify/, first.id);
    expect(fresh.link).not.toBe(first.link);
    expect((await browser.get(pathOf(first.link))).headers.location).toBe('/login?link=invalid');
    await followVerifyLink(browser, fresh.link);
  });

  it('resends the verification mail, with the same answer for unknown e-mails', async () => {
    const browser = new Browser(setup.app);
    const email = freshEmail();
    await browser.post('/api/auth/sign-up/email', { name: 'Al', email, password: 'secret1' });
    const first = await waitForMail(setup.database, email, /Verify/);
    const known = await browser.post('/api/auth/send-verification-email', { email });
    const unknown = await browser.post('/api/auth/send-verification-email', {
      email: freshEmail(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await waitForMail(setup.database, email, /Verify/, first.id);
  });

  it('answers a duplicate sign-up exactly like a new one and keeps the first password', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const browser = new Browser(setup.app);
    const again = await browser.post('/api/auth/sign-up/email', {
      name: 'Mallory',
      email: `  ${email.toUpperCase()} `,
      password: 'other-password',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: true });
    // The owner hears of it; no link is sent, so nothing can be verified again.
    const notice = await waitForMail(setup.database, email, /already have a Tickerdeck account/);
    expect(notice.link).toBe('http://localhost:3000/login');
    const count = await setup.database.pool.query(
      'SELECT count(*)::int AS n FROM "user" WHERE email = $1',
      [email],
    );
    expect(count.rows[0]).toEqual({ n: 1 });
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    const mallory = await browser.post('/api/auth/sign-in/email', {
      email,
      password: 'other-password',
    });
    expect(mallory.statusCode).toBe(401);
  });
});

describe('sign-in, sessions and the user document', () => {
  it('signs in with any case and spacing of the e-mail and returns the session user', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database, {
      name: 'Zoë Ødegård 🚀',
    });
    const browser = new Browser(setup.app);
    const response = await browser.post('/api/auth/sign-in/email', {
      email: ` ${email.toUpperCase()}\t`,
      password,
      rememberMe: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: { uid: expect.any(String), email, displayName: 'Zoë Ødegård 🚀', emailVerified: true },
    });
    expect(JSON.stringify(body)).not.toContain('token');
  });

  it('sets a browser-session cookie without Remember me and a 30-day one with it', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const session = await setup.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { email, password, rememberMe: false },
      remoteAddress: '192.0.2.50',
    });
    const sessionCookie = session.cookies.find((c) => c.name === 'tickerdeck.session_token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.maxAge).toBeUndefined();
    expect(sessionCookie?.expires).toBeUndefined();

    const remembered = await setup.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { email, password, rememberMe: true },
      remoteAddress: '192.0.2.51',
    });
    const longCookie = remembered.cookies.find((c) => c.name === 'tickerdeck.session_token');
    expect(longCookie?.maxAge).toBe(30 * 24 * 3600);
    expect(longCookie?.httpOnly).toBe(true);
  });

  it('returns the SPEC user document from GET /api/me, made on first verified sign-in', async () => {
    const { browser, email, userId } = await signedInUser(setup.app, setup.database, {
      name: 'Ada',
    });
    const response = await browser.get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      uid: userId,
      email,
      displayName: 'Ada',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      watchlist: [],
      portfolio: [],
      // A new account follows the device's theme, not light.
      preferences: {
        theme: 'system',
        emailNotifications: false,
        dailySummary: false,
        exDividendEmails: true,
      },
      sessions: [expect.objectContaining({ current: true, ipAddress: browser.ip })],
      lastLogout: null,
    });
    const prefs = await setup.database.pool.query('SELECT * FROM preferences WHERE user_id = $1', [
      userId,
    ]);
    expect(prefs.rowCount).toBe(1);
  });

  it('renames the user, trimming the name, and refuses names that are empty, shorter than sign-up allows, too long or hold control characters', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const renamed = await browser.request('PATCH', accountContract.me.path, {
      displayName: '  Ada King  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().displayName).toBe('Ada King');
    for (const displayName of ['   ', ' x ', 'x'.repeat(500), 'Ada\u0000', 'Ada\u202eevil']) {
      const refused = await browser.request('PATCH', accountContract.me.path, { displayName });
      expect(refused.statusCode).toBe(400);
    }
    const tooShort = await browser.request('PATCH', accountContract.me.path, { displayName: 'x' });
    expect(tooShort.json().error.message).toContain('Name must be at least 2 characters');
    expect((await browser.get('/api/me')).json().displayName).toBe('Ada King');
  });

  it('signs out: the cookie is cleared and the old token no longer works', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const stolen = browser.cookieHeader();
    const out = await browser.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(browser.cookies.has('tickerdeck.session_token')).toBe(false);
    const replay = await setup.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: stolen },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('unauthenticated');
  });

  it('answers GET /api/auth/session with the user or null, and publishes the password policy', async () => {
    const { browser, email } = await signedInUser(setup.app, setup.database);
    expect((await browser.get('/api/auth/session')).json().user).toMatchObject({ email });
    expect((await new Browser(setup.app).get('/api/auth/session')).json()).toEqual({ user: null });
    expect((await browser.get('/api/auth/password-policy')).json()).toMatchObject({
      minLength: 6,
    });
  });

  it('does not expose better-auth endpoints we do not use', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    for (const path of [
      '/api/auth/delete-user',
      '/api/auth/update-user',
      '/api/auth/revoke-sessions',
    ]) {
      expect((await browser.post(path, {})).statusCode).toBe(404);
    }
    expect((await browser.get('/api/auth/list-sessions')).statusCode).toBe(404);
  });
});
