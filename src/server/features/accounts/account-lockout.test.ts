import { describe, expect, it } from 'vitest';
import { appPerTestFile } from '#tests/app.ts';
import { Browser, signedInUser } from '#tests/accounts.ts';

const setup = appPerTestFile();
const DEVICE_COOKIE = 'tickerdeck.device';

/** Ten wrong passwords for `email`, each from a browser of its own on an address of its own. */
async function strangersFail(email: string, times = 10) {
  for (let i = 0; i < times; i++) {
    const response = await new Browser(setup.app).post('/api/auth/sign-in/email', {
      email,
      password: `stranger-guess-${i}`,
    });
    expect([401, 429]).toContain(response.statusCode);
  }
}

/** A browser of the owner that has signed in before (holds a device cookie), now signed out. */
async function trustedBrowser(email: string, password: string) {
  const browser = new Browser(setup.app);
  const signIn = await browser.post('/api/auth/sign-in/email', { email, password });
  expect(signIn.statusCode).toBe(200);
  expect(browser.cookies.get(DEVICE_COOKIE)).toBeDefined();
  await browser.post('/api/auth/sign-out');
  return browser;
}

describe('lockout by strangers (device cookies)', () => {
  it('lets the owner with a device cookie sign in at once after 10 failures from elsewhere', async () => {
    const { browser, email, password } = await signedInUser(setup.app, setup.database);
    await browser.post('/api/auth/sign-out');
    await strangersFail(email, 12);
    const owner = await browser.post('/api/auth/sign-in/email', { email, password });
    expect(owner.statusCode).toBe(200);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('throttles an owner without a device cookie like any unknown device', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    await strangersFail(email);
    const fresh = await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().error.code).toBe('too-many-requests');
  });

  it('treats a tampered cookie, or one for another account, as no cookie', async () => {
    const victim = await signedInUser(setup.app, setup.database);
    const attacker = await signedInUser(setup.app, setup.database);
    await strangersFail(victim.email);
    const issued = victim.browser.cookies.get(DEVICE_COOKIE) ?? '';
    const tampered = `${issued.startsWith('A') ? 'B' : 'A'}${issued.slice(1)}`;
    for (const value of [tampered, attacker.browser.cookies.get(DEVICE_COOKIE) ?? '', 'x.1.y']) {
      const browser = new Browser(setup.app);
      browser.cookies.set(DEVICE_COOKIE, value);
      const response = await browser.post('/api/auth/sign-in/email', {
        email: victim.email,
        password: victim.password,
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('locks a trusted device that fails 10 times while another trusted device still signs in', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    const laptop = await trustedBrowser(email, password);
    const phone = await trustedBrowser(email, password);
    for (let i = 0; i < 10; i++) {
      const wrong = await laptop.post('/api/auth/sign-in/email', { email, password: `typo-${i}` });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await laptop.post('/api/auth/sign-in/email', { email, password });
    expect(locked.statusCode).toBe(429);
    expect((await phone.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(200);
  });

  it('counts only failures: signing in from many new browsers never throttles the account', async () => {
    const { email, password } = await signedInUser(setup.app, setup.database);
    for (let i = 0; i < 11; i++) {
      const browser = new Browser(setup.app);
      expect((await browser.post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(
        200,
      );
    }
    await strangersFail(email, 9);
    const fresh = await new Browser(setup.app).post('/api/auth/sign-in/email', { email, password });
    expect(fresh.statusCode).toBe(200);
  });
});
