import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import { Browser, freshEmail, freshIp, signedInUser } from '#tests/accounts.ts';

const setup = appPerTestFile();

/** Accounts and sign-ups waiting for verification (decision 016: no user row before that). */
const userCount = async () =>
  (
    await setup.database.pool.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM "user") + (SELECT count(*) FROM pending_sign_up) AS n',
    )
  ).rows[0]?.n;

const signUp = (headers: Record<string, string>, payload: string) =>
  setup.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers,
    payload,
    remoteAddress: freshIp(),
  });

describe('bad input gets a clear 4xx and changes nothing', () => {
  const good = JSON.stringify({ name: 'Eve', email: 'eve@example.com', password: 'secret1' });
  const json = { origin: 'http://localhost:3000', 'content-type': 'application/json' };

  it('refuses a missing Origin, a foreign Origin and a form post', async () => {
    const before = await userCount();
    const missing = await signUp({ 'content-type': 'application/json' }, good);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('forbidden-origin');
    expect((await signUp({ ...json, origin: 'https://evil.example' }, good)).statusCode).toBe(403);
    const form = await signUp(
      { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      'name=Eve&email=eve%40example.com&password=secret1',
    );
    expect(form.statusCode).toBe(415);
    const plain = await signUp(
      { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      good,
    );
    expect(plain.statusCode).toBe(415);
    expect(await userCount()).toBe(before);
  });

  it('checks the Origin on our own routes too, not only /api/auth', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const crossSite = await setup.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: browser.cookieHeader(), origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('refuses malformed JSON, oversized bodies, __proto__ keys and unknown fields', async () => {
    const before = await userCount();
    const malformed = await signUp(json, '{"name": "Eve",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toMatch(/at .*\.ts/);
    expect((await signUp(json, JSON.stringify({ name: 'x'.repeat(70_000) }))).statusCode).toBe(413);
    expect(
      (
        await signUp(
          json,
          '{"__proto__": {"admin": true}, "name": "Eve", "email": "e@x.io", "password": "secret1"}',
        )
      ).statusCode,
    ).toBe(400);
    const extra = await signUp(
      json,
      JSON.stringify({
        name: 'Eve',
        email: 'eve@example.com',
        password: 'secret1',
        emailVerified: true,
      }),
    );
    expect(extra.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('refuses bad names and e-mails with the SPEC messages', async () => {
    const cases: Array<[object, string]> = [
      [
        { name: 'E', email: 'e@example.com', password: 'secret1' },
        'Name must be at least 2 characters',
      ],
      [
        { name: 'x'.repeat(500), email: 'e@example.com', password: 'secret1' },
        'Name must be at most 100 characters',
      ],
      [{ name: 'Eve', email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
      [{ name: 'Eve', email: 'e@example.com', password: '' }, 'Password is required'],
    ];
    for (const [body, message] of cases) {
      const response = await signUp(json, JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
  });

  it('answers 401 on every user route for a missing, expired or made-up cookie', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    await setup.database.pool.query(`UPDATE session SET expires_at = now() - interval '1 second'`);
    const routes: Array<['GET' | 'PATCH' | 'POST' | 'DELETE', string, unknown?]> = [
      ['GET', '/api/me'],
      ['PATCH', accountContract.me.path, { displayName: 'Xi' }],
      ['GET', '/api/me/sessions'],
      ['POST', '/api/me/logout-all', {}],
      ['DELETE', '/api/me'],
    ];
    for (const [method, url, body] of routes) {
      expect((await browser.request(method, url, body)).statusCode).toBe(401);
      const forged = new Browser(setup.app);
      forged.cookies.set('tickerdeck.session_token', 'forged.token');
      expect((await forged.request(method, url, body)).statusCode).toBe(401);
      expect((await new Browser(setup.app).request(method, url, body)).statusCode).toBe(401);
    }
  });
});

describe('abuse limits (stored in PostgreSQL)', () => {
  it('throttles brute force from one address with a generic message', async () => {
    const { email } = await signedInUser(setup.app, setup.database);
    const attacker = new Browser(setup.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        email,
        password: `guess-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    const last = await attacker.post('/api/auth/sign-in/email', { email, password: 'x-guess' });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({
      code: 'too-many-requests',
      message: 'Too many failed login attempts. Please try again later.',
    });
  });

  it('throttles password spraying across many addresses per account', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await new Browser(setup.app).post('/api/auth/sign-in/email', {
        email,
        password: `spray-${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    // Even the right password is refused while the account is throttled: nothing to learn.
    const right = await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password });
    expect(right.statusCode).toBe(429);
  });

  it('limits resend and reset mails per account', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await new Browser(setup.app).post('/api/auth/request-password-reset', { email }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('counts the connection address, not a client-chosen X-Forwarded-For', async () => {
    const email = freshEmail();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await setup.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: {
          origin: 'http://localhost:3000',
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${i}.1`,
        },
        payload: { email: `${i}-${email}` },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
