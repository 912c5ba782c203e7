import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import {
  Browser,
  freshEmail,
  lastMailId,
  pathOf,
  signedInUser,
  waitForMail,
} from '#tests/accounts.ts';

// Pre-account hijacking (docs/decisions/016) as the attacker plays it: the attacker signs up with
// the victim's e-mail and a password they know, but can never read the victim's mailbox.
// docs/decisions/016-sign-up-owned-by-the-mailbox.md.

const setup = appPerTestFile();

/** Signs up from a fresh browser; returns the link of the verification mail it caused. */
async function signUp(email: string, password: string, name = 'Someone'): Promise<string> {
  const before = await lastMailId(setup.database);
  const response = await new Browser(setup.app).post('/api/auth/sign-up/email', {
    name,
    email,
    password,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: true });
  return (await waitForMail(setup.database, email, /Verify/, before)).link;
}

/** Opens the link and logs in on the page it leads to, as the mailbox owner would. */
async function verifyWith(link: string, email: string, password: string) {
  const browser = new Browser(setup.app);
  const followed = await browser.get(pathOf(link));
  const token = new URL(String(followed.headers.location), 'http://x').searchParams.get('verify');
  const response = await browser.post('/api/auth/verify-email', {
    email,
    password,
    token: token ?? new URL(link).searchParams.get('token'),
  });
  return { browser, response };
}

const signInStatus = async (email: string, password: string) =>
  (await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password })).statusCode;

const rowsFor = async (email: string) => {
  const result = await setup.database.pool.query<{ users: number; pending: number }>(
    `SELECT (SELECT count(*)::int FROM "user" WHERE email = $1) AS users,
            (SELECT count(*)::int FROM pending_sign_up WHERE email = $1) AS pending`,
    [email],
  );
  return result.rows[0];
};

describe('pre-account hijacking', () => {
  it("gives the account to the victim who verifies, with the victim's password, when the attacker signed up first", async () => {
    const victim = freshEmail();
    await signUp(victim, 'attacker pw 1', 'Mallory');
    const victimsLink = await signUp(victim, 'victim pw 1', 'Victim');
    const { browser, response } = await verifyWith(victimsLink, victim, 'victim pw 1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: victim, displayName: 'Victim' });
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    expect(await signInStatus(victim, 'attacker pw 1')).toBe(401);
    expect(await signInStatus(victim, 'victim pw 1')).toBe(200);
    expect(await rowsFor(victim)).toEqual({ users: 1, pending: 0 });
  });

  it("keeps the victim's password when the attacker signs up after the victim and the newest mail is the attacker's", async () => {
    const victim = freshEmail();
    const victimsOwnLink = await signUp(victim, 'victim pw 2', 'Victim');
    const attackersLink = await signUp(victim, 'attacker pw 2', 'Mallory');
    // The victim's own link is no longer the newest: it does nothing.
    expect((await verifyWith(victimsOwnLink, victim, 'victim pw 2')).response.statusCode).toBe(400);
    // The newest mail in the victim's inbox only proves the mailbox: the victim's own password
    // picks the victim's sign-up.
    const { response } = await verifyWith(attackersLink, victim, 'victim pw 2');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.displayName).toBe('Victim');
    expect(await signInStatus(victim, 'attacker pw 2')).toBe(401);
    expect(await signInStatus(victim, 'victim pw 2')).toBe(200);
  });

  it('lets the link alone verify nothing: a wrong password changes nothing and keeps the link', async () => {
    const email = freshEmail();
    const link = await signUp(email, 'right pw 3');
    const wrong = await verifyWith(link, email, 'guessed pw');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json().error.code).toBe('invalid-credential');
    const otherEmail = await verifyWith(link, freshEmail(), 'right pw 3');
    expect(otherEmail.response.statusCode).toBe(401);
    expect(await rowsFor(email)).toEqual({ users: 0, pending: 1 });
    expect((await verifyWith(link, email, 'right pw 3')).response.statusCode).toBe(200);
  });

  it('makes links single-use, and only the newest one works', async () => {
    const email = freshEmail();
    const first = await signUp(email, 'same pw 4');
    const second = await signUp(email, 'same pw 4');
    expect((await new Browser(setup.app).get(pathOf(first))).headers.location).toBe(
      '/login?link=invalid',
    );
    const used = await verifyWith(second, email, 'same pw 4');
    expect(used.response.statusCode).toBe(200);
    const again = await verifyWith(second, email, 'same pw 4');
    expect(again.response.statusCode).toBe(400);
    expect(again.response.json().error.code).toBe('invalid-action-code');
    expect(await rowsFor(email)).toEqual({ users: 1, pending: 0 });
  });

  it('lets no link issued before the account was deleted and re-created do anything', async () => {
    const { browser, email } = await signedInUser(setup.app, setup.database, {
      password: 'old account pw',
    });
    const oldLinks = await setup.database.pool.query<{ text: string }>(
      'SELECT text FROM mail_outbox WHERE "to" = $1',
      [email],
    );
    // What a sign-up racing the verification could leave: a link and a sign-up of its own.
    const leftover = 'left-over-token';
    await setup.database.pool.query(
      `INSERT INTO email_verification (email, token_hash, expires_at)
       VALUES ($1, $2, now() + interval '1 hour')`,
      [email, createHash('sha256').update(leftover).digest('base64url')],
    );
    await setup.database.pool.query(
      `INSERT INTO pending_sign_up (email, name, password_hash, expires_at)
       SELECT $1, 'Racer', password, now() + interval '1 day' FROM account
       WHERE user_id = (SELECT id FROM "user" WHERE email = $1)`,
      [email],
    );
    expect((await browser.request('DELETE', '/api/me')).statusCode).toBe(204);
    const racedLink = `http://localhost:3000/api/auth/verify-email?token=${leftover}`;
    expect((await verifyWith(racedLink, email, 'old account pw')).response.statusCode).toBe(400);
    const newLink = await signUp(email, 'new account pw');
    expect(oldLinks.rows.length).toBeGreaterThan(0);
    for (const { text } of oldLinks.rows) {
      const link = /(https?:\/\/\S+verify-email\S+)/.exec(text)?.[1];
      if (!link) continue;
      const replay = await verifyWith(link, email, 'new account pw');
      expect(replay.response.statusCode).toBe(400);
    }
    expect(await rowsFor(email)).toEqual({ users: 0, pending: 1 });
    expect((await verifyWith(newLink, email, 'new account pw')).response.statusCode).toBe(200);
    expect(await signInStatus(email, 'old account pw')).toBe(401);
  });

  it('expires unverified sign-ups after 24 hours: then they cannot be verified, sign in or linger', async () => {
    const email = freshEmail();
    const link = await signUp(email, 'late pw 5');
    const lifetime = await setup.database.pool.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours
       FROM pending_sign_up WHERE email = $1`,
      [email],
    );
    expect(Number(lifetime.rows[0]?.hours)).toBe(24);
    await setup.database.pool.query(
      `UPDATE pending_sign_up SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    expect((await verifyWith(link, email, 'late pw 5')).response.statusCode).toBe(401);
    const signIn = await new Browser(setup.app).post('/api/auth/sign-in/email', {
      email,
      password: 'late pw 5',
    });
    expect(signIn.json().error.code).toBe('invalid-credential');
    await signUp(freshEmail(), 'anyone pw'); // any later sign-up clears expired ones
    expect(await rowsFor(email)).toEqual({ users: 0, pending: 0 });
  });

  it('replaces an unverified user row left from before: its password never survives', async () => {
    const email = freshEmail();
    const { userId } = await signedInUser(setup.app, setup.database, { password: 'legacy pw' });
    // An account made the old way: a user row, unverified, with the attacker's password.
    await setup.database.pool.query(
      'UPDATE "user" SET email = $2, email_verified = false WHERE id = $1',
      [userId, email],
    );
    const link = await signUp(email, 'owner pw 6', 'Owner');
    expect((await verifyWith(link, email, 'owner pw 6')).response.statusCode).toBe(200);
    expect(await signInStatus(email, 'legacy pw')).toBe(401);
    expect(await rowsFor(email)).toEqual({ users: 1, pending: 0 });
  });
});

describe('simultaneous sign-ups of one new e-mail', () => {
  it('answer all five like a single sign-up, and verifying leaves exactly one account', async () => {
    const email = freshEmail();
    const before = await lastMailId(setup.database);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        new Browser(setup.app).post('/api/auth/sign-up/email', {
          name: 'Eager',
          email,
          password: 'double click',
        }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: true });
    }
    await expect
      .poll(async () => {
        const mails = await setup.database.pool.query(
          'SELECT 1 FROM mail_outbox WHERE "to" = $1 AND id > $2',
          [email, before],
        );
        return mails.rowCount;
      })
      .toBe(5);
    const mails = await setup.database.pool.query<{ text: string }>(
      'SELECT text FROM mail_outbox WHERE "to" = $1 AND id > $2',
      [email, before],
    );
    const links = mails.rows.map(({ text }) => /(https?:\/\/\S+)/.exec(text)?.[1] ?? '');
    const live: string[] = [];
    for (const link of links) {
      const location = (await new Browser(setup.app).get(pathOf(link))).headers.location;
      if (String(location).startsWith('/login?verify=')) live.push(link);
    }
    expect(live).toHaveLength(1);
    expect((await verifyWith(live[0] ?? '', email, 'double click')).response.statusCode).toBe(200);
    expect(await rowsFor(email)).toEqual({ users: 1, pending: 0 });
  });
});
