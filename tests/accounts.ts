import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';

/** Test kit for the accounts API: a browser-like client over app.inject, and the outbox. */

export const ORIGIN = 'http://localhost:3000';

let ipCounter = 0;
/** A fresh client address, so rate limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** One browser: its own cookies and address. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly ip = freshIp(),
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    this.remember(response);
    return response;
  }

  /** A raw body (a CSV file) as a browser's fetch sends it. */
  async upload(url: string, body: string | Uint8Array, contentType = 'text/csv') {
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        origin: ORIGIN,
        'content-type': contentType,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      },
      payload: typeof body === 'string' ? body : Buffer.from(body),
    });
    this.remember(response);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body: unknown = {}) => this.request('POST', url, body);
  put = (url: string) => this.request('PUT', url);
  patch = (url: string, body: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Waits for the newest mail to `to` whose subject matches, newer than `afterId`. */
export async function waitForMail(
  database: Database,
  to: string,
  subject: RegExp,
  afterId = 0,
): Promise<Mail & { id: number }> {
  let found: (Mail & { id: number }) | undefined;
  await expect
    .poll(
      async () => {
        const result = await database.pool.query<{
          id: string;
          to: string;
          subject: string;
          text: string;
        }>(
          'SELECT id, "to", subject, text FROM mail_outbox WHERE "to" = $1 AND id > $2 ORDER BY id DESC',
          [to, afterId],
        );
        const row = result.rows.find((r) => subject.test(r.subject));
        if (row) {
          const link = /(https?:\/\/\S+)/.exec(row.text)?.[1] ?? '';
          found = { ...row, id: Number(row.id), link };
        }
        return found !== undefined;
      },
      { timeout: 5_000, interval: 50 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

export async function lastMailId(database: Database): Promise<number> {
  const result = await database.pool.query<{ id: string | null }>(
    'SELECT max(id) AS id FROM mail_outbox',
  );
  return Number(result.rows[0]?.id ?? 0);
}

/** The path and query of a link from a mail, for app.inject. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

let emailCounter = 0;
export function freshEmail(): string {
  emailCounter += 1;
  return `user${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The token of a mailed verification link, read from where its redirect lands (/login?verify=). */
export async function followVerifyLink(browser: Browser, link: string): Promise<string> {
  const followed = await browser.get(pathOf(link));
  expect(followed.statusCode).toBe(302);
  const location = new URL(String(followed.headers.location), ORIGIN);
  expect(location.pathname).toBe('/login');
  const token = location.searchParams.get('verify');
  expect(token).toEqual(expect.any(String));
  return token ?? '';
}

/**
 * Signs up, follows the verification link and logs in on the page it opens (which finishes
 * verification and signs in): a browser with a verified session.
 */
export async function signedInUser(
  app: FastifyInstance,
  database: Database,
  options: { email?: string; password?: string; name?: string; rememberMe?: boolean } = {},
) {
  const email = options.email ?? freshEmail();
  const password = options.password ?? 'correct horse battery';
  const browser = new Browser(app);
  const signUp = await browser.post(accountContract.signUp.path, {
    name: options.name ?? 'Ada Lovelace',
    email,
    password,
  });
  expect(signUp.statusCode).toBe(200);
  const mail = await waitForMail(database, email, /Verify/);
  const token = await followVerifyLink(browser, mail.link);
  const signIn = await browser.post(accountContract.verifyEmail.path, {
    email,
    password,
    token,
    rememberMe: options.rememberMe ?? false,
  });
  expect(signIn.statusCode).toBe(200);
  return { browser, email, password, userId: signIn.json<{ user: { uid: string } }>().user.uid };
}
