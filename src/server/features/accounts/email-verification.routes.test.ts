import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import { Browser, freshEmail, ORIGIN, pathOf, waitForMail } from '#tests/accounts.ts';

// The verification link never redirects off our site, whatever its query and
// whether or not its token works (docs/decisions/016-sign-up-owned-by-the-mailbox.md).

const setup = appPerTestFile();

/** Where a verification link may send a browser: our login page, nowhere else. */
function expectOurLoginPage(response: { statusCode: number; headers: { location?: unknown } }) {
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/login\?(verify=[\w-]+|link=(invalid|expired))$/);
  expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
}

describe('the verification link', () => {
  it('never redirects off our site from the verification link, whatever its query', async () => {
    const browser = new Browser(setup.app);
    const email = freshEmail();
    await browser.post('/api/auth/sign-up/email', { name: 'Red', email, password: 'secret1' });
    const mail = await waitForMail(setup.database, email, /Verify/);
    const good = new URL(mail.link).searchParams.get('token') ?? '';
    const callbacks = [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/%2E%2E%2F%2Fevil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/%5c%5cevil.example',
      '\\\\evil.example',
      '/%2f%2fevil.example',
      '/\t/evil.example',
      '/\r\n//evil.example',
      '\t//evil.example',
      '/\u3002evil.example',
      '/\uff0e\uff0e//evil.example',
      'https://evil.example/',
      'HTTPS:evil.example',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/',
      '/login?verified=1',
    ];
    const tokens = [
      good,
      '',
      'made-up',
      'eyJhbGciOiJIUzI1NiJ9.e30.bad',
      '\u0000',
      '%',
      'x'.repeat(5000),
    ];
    for (const token of tokens) {
      for (const callbackURL of callbacks) {
        // Raw and encoded, as a browser or a hand-made link would send them.
        for (const query of [
          `token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL)}`,
          `token=${encodeURIComponent(token)}&callbackURL=${callbackURL.replace(/[\t\r\n#&]/g, encodeURIComponent)}`,
          `callbackURL=${encodeURIComponent(callbackURL)}&token=${encodeURIComponent(token)}&token=2`,
        ]) {
          const response = await browser.get(`/api/auth/verify-email?${query}`);
          const context = `${query.slice(0, 80)} → ${response.statusCode}`;
          expect(response.statusCode, context).toBe(302);
          const location = String(response.headers.location);
          expect(location, context).toMatch(
            /^\/login\?(verify=[\w-]+&email=[\w.%-]+|link=(invalid|expired))$/,
          );
          expect(new URL(location, ORIGIN).origin, context).toBe(ORIGIN);
        }
      }
    }
    // Following the link, with or without a callback, verified nothing.
    const users = await setup.database.pool.query('SELECT 1 FROM "user" WHERE email = $1', [email]);
    expect(users.rowCount).toBe(0);
    expect((await browser.get(`/api/auth/verify-email?token=${good}`)).headers.location).toBe(
      `/login?verify=${good}&email=${encodeURIComponent(email)}`,
    );
  });

  it('refuses made-up, expired and tampered verification tokens and changes nothing', async () => {
    const browser = new Browser(setup.app);
    const email = freshEmail();
    await browser.post('/api/auth/sign-up/email', { name: 'Tam', email, password: 'secret1' });
    const mail = await waitForMail(setup.database, email, /Verify/);
    const token = new URL(mail.link).searchParams.get('token') ?? '';
    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    for (const bad of [tampered, 'eyJhbGciOiJIUzI1NiJ9.e30.bad', 'x']) {
      const used = await browser.post('/api/auth/verify-email', {
        email,
        password: 'secret1',
        token: bad,
      });
      expect(used.statusCode).toBe(400);
      expect(used.json().error).toMatchObject({
        code: 'invalid-action-code',
        message: 'This link is invalid or has already been used.',
      });
    }
    await setup.database.pool.query(
      `UPDATE email_verification SET expires_at = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    expect((await browser.get(pathOf(mail.link))).headers.location).toBe('/login?link=expired');
    const expired = await browser.post('/api/auth/verify-email', {
      email,
      password: 'secret1',
      token,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('expired-action-code');
    const users = await setup.database.pool.query('SELECT 1 FROM "user" WHERE email = $1', [email]);
    expect(users.rowCount).toBe(0);
    expect(browser.cookies.size).toBe(0);
  });

  it('stays on our site for any callback and token a property test can think of', async () => {
    const browser = new Browser(setup.app);
    const hostile = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.webUrl(),
      fc.constantFrom(
        '//',
        '/\\',
        '\\\\',
        '/./',
        '/../',
        '%2e',
        '%2f',
        '%5c',
        '\t',
        '\r\n',
        '。',
        '\u0000',
        '@',
      ),
    );
    const parts = fc.array(hostile, { minLength: 1, maxLength: 4 }).map((list) => list.join(''));
    await fc.assert(
      fc.asyncProperty(parts, parts, async (callbackURL, token) => {
        const response = await browser.get(
          `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL)}`,
        );
        expectOurLoginPage(response);
      }),
      { numRuns: 200 },
    );
  });
});
