import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { PAGE_STATE_ELEMENT_ID } from '#shared/platform/page-state.ts';
import { sharingContract } from '#shared/sharing/sharing.contract.ts';
import { watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { signedInUser } from '#tests/accounts.ts';
import { buildTestApp } from '#tests/app.ts';
import { registerClientApp } from './client-app.ts';
import { jsonForScriptElement } from './script-json.ts';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { expectLog } from '#tests/expected-logs.ts';

let database: TestDatabase;
let clientDir: string;
const script = 'console.log("tickerdeck");'.repeat(100);

/**
 * A stand-in for the client build's server entry (src/client/entry-server.tsx), as the server
 * loads it from dist/ssr: it "renders" who the session says is signed in and what the API's own
 * GET /api/me answers it in-process, and counts its renders. The real one runs in the e2e suite.
 */
const STAND_IN_ENTRY = `
let api;
let renders = 0;
export const answerInProcess = (given) => { api = given; };
export const screenModules = () => [{ path: '/portfolio', module: 'src/Portfolio.tsx' }];
export const screenModuleAt = (pathname) => (pathname === '/portfolio' ? 'src/Portfolio.tsx' : undefined);
export async function renderPage(url, session) {
  if (url.startsWith('/fails')) throw new Error('a screen threw');
  renders += 1;
  const me = session.session.user ? await api({ path: '${accountContract.me.path}' }, {}) : null;
  const token = url.startsWith('/shared/') ? url.slice('/shared/'.length) : undefined;
  const shared = token && (await api({ path: '${sharingContract.sharedWatchlist.path}' }, { params: { token } }));
  const state = { session, me: me && me.body, shared: shared && shared.status, renders };
  return { html: '<main>rendered ' + url + '</main>', state, renderedAt: 1, title: 'Page · Tickerdeck' };
}
`;

beforeAll(async () => {
  database = await createTestDatabase();
  const build = await mkdtemp(path.join(tmpdir(), 'tickerdeck-build-'));
  clientDir = path.join(build, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, '.vite'));
  await mkdir(path.join(build, 'ssr'));
  await writeFile(path.join(build, 'ssr', 'entry-server.js'), STAND_IN_ENTRY);
  await writeFile(
    path.join(clientDir, '.vite', 'module-chunks.json'),
    JSON.stringify({ 'src/Portfolio.tsx': ['assets/Portfolio-x1.js'] }),
  );
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"><!--app-html--><p>Loading</p><!--/app-html--></div></body></html>',
  );
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(clientDir, 'sw.js'), '/* service worker */');
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Tickerdeck"}');
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js'), script);
  await writeFile(path.join(clientDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
});
afterAll(() => database.dispose());

describe('serving the built client', () => {
  it('caches hashed assets for a year and sends the brotli file when accepted', async () => {
    const app = await buildTestApp(database, { clientDir });
    const response = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    await app.close();
  });

  it('revalidates files that are not hashed', async () => {
    const app = await buildTestApp(database, { clientDir });
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await app.close();
  });

  it('never lets the HTTP cache keep the service worker, and sends the manifest as one', async () => {
    const app = await buildTestApp(database, { clientDir });
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    await app.close();
  });

  it('answers every page path with index.html, and missing assets with a 404', async () => {
    const app = await buildTestApp(database, { clientDir });
    for (const url of ['/', '/markets', '/stock/AAPL', '/anything/else?x=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/missing' })).json().error.code).toBe('not-found');
    await app.close();
  });

  /** The page's state block, parsed (undefined: the page has none: the app shell). */
  const pageStateOf = (html: string): { state: Record<string, unknown> } | undefined => {
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    return block ? (JSON.parse(block[1] ?? '') as { state: Record<string, unknown> }) : undefined;
  };
  const pageSessionOf = (html: string) => pageStateOf(html)?.state.session;
  const navigating = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

  it("gives a signed-in user's navigation their session and document, for no cache to keep", async () => {
    const app = await buildTestApp(database, { clientDir });
    // A name is plain text, and may hold what ends a script element or a replacement pattern.
    const name = 'Ada </script><script>alert("$&")</script>';
    const { browser, email, userId } = await signedInUser(app, database, { name });
    const cookie = browser.cookieHeader();
    const me = await browser.get(accountContract.me.path);
    const page = await app.inject({
      url: '/portfolio',
      headers: { cookie, ...navigating, 'accept-encoding': 'gzip, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['content-encoding']).toBe('br');
    // Sent by hand, still with every security header of a page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).not.toContain('<script>alert');
    expect(pageSessionOf(html)).toEqual({
      session: { user: { uid: userId, email, displayName: name, emailVerified: true } },
      me: me.json(),
    });
    // Read in-process through the API's own route: what GET /api/me answers the same browser,
    // down to the session marked as this one.
    expect(pageStateOf(html)?.state.me).toEqual(me.json());
    // The screen's markup, title and chunk.
    expect(html).toContain('<div id="root"><main>rendered /portfolio</main></div>');
    expect(html).toContain('<title>Page · Tickerdeck</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Portfolio-x1.js">');
    await app.close();
  });

  it('tells a navigation with no session, or one that has ended, that nobody is signed in', async () => {
    const app = await buildTestApp(database, { clientDir });
    const nobody = { session: { user: null } };
    const visitor = await app.inject({ url: '/markets', headers: navigating });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toMatch(/Sec-Fetch-Mode/);
    expect(visitor.headers['content-security-policy']).toContain("script-src 'self'");
    const ended = await app.inject({
      url: '/markets',
      headers: { cookie: 'tickerdeck.session_token=abc.def', ...navigating },
    });
    for (const page of [visitor, ended]) {
      expect(page.statusCode).toBe(200);
      expect(pageSessionOf(page.body)).toEqual(nobody);
    }
    await app.close();
  });

  it("never puts a session in a page that is not the browser's own navigation", async () => {
    const app = await buildTestApp(database, { clientDir });
    const { browser } = await signedInUser(app, database);
    const cookie = browser.cookieHeader();
    // The service worker stores its app shell (index.html itself) with the visitor's cookies; a
    // fetch of a page from script, a frame or an older browser does not say it navigates.
    const pages = await Promise.all(
      [
        { url: '/index.html?__WB_REVISION__=1', headers: { 'sec-fetch-dest': 'empty' } },
        { url: '/portfolio', headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' } },
        {
          url: '/portfolio',
          headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' },
        },
        { url: '/portfolio', headers: {} },
      ].map(({ url, headers }) => app.inject({ url, headers: { cookie, ...headers } })),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(pageSessionOf(page.body)).toBeUndefined();
    }
    await app.close();
  });

  it('sends the page without a session when the session cannot be read, for the page to ask', async () => {
    const app = Fastify({ logger: false });
    await registerClientApp(app, clientDir, {
      pageSession: () => Promise.reject(new Error('the database is down')),
    });
    const page = await app.inject({
      url: '/watchlist',
      headers: { cookie: 'tickerdeck.session_token=abc.def', ...navigating },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(pageSessionOf(page.body)).toBeUndefined();
    await app.close();
  });
});

describe("server-rendered pages and the visitors' cache", () => {
  const navigating = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
  const stateOf = (html: string) =>
    JSON.parse(
      new RegExp(`id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
    ) as { state: { session: { session: { user: { uid: string } | null } }; renders: number } };

  it("renders a signed-in user's page for them alone, and serves visitors a shared copy", async () => {
    const app = await buildTestApp(database, { clientDir });
    const ada = await signedInUser(app, database, { name: 'Ada' });
    const bob = await signedInUser(app, database, { name: 'Bob' });
    const open = (cookie?: string) =>
      app.inject({ url: '/portfolio', headers: { ...navigating, ...(cookie ? { cookie } : {}) } });
    const visitor = await open();
    const adaPage = await open(ada.browser.cookieHeader());
    const bobPage = await open(bob.browser.cookieHeader());
    const visitorAgain = await open();
    const adaAgain = await open(ada.browser.cookieHeader());
    // Each signed-in page is its own user's, rendered for that request, kept by nobody.
    expect(stateOf(adaPage.body).state.session.session.user?.uid).toBe(ada.userId);
    expect(stateOf(bobPage.body).state.session.session.user?.uid).toBe(bob.userId);
    expect(stateOf(adaAgain.body).state.session.session.user?.uid).toBe(ada.userId);
    expect(stateOf(adaAgain.body).state.renders).toBeGreaterThan(
      stateOf(bobPage.body).state.renders,
    );
    for (const page of [adaPage, bobPage, adaAgain]) {
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).not.toBe(visitor.body);
    }
    // Visitors share one copy for a few seconds: the second is the first, and holds nobody.
    expect(visitorAgain.body).toBe(visitor.body);
    expect(stateOf(visitorAgain.body).state.session.session.user).toBeNull();
    expect(visitorAgain.body).not.toContain(ada.userId);
    expect(visitorAgain.body).not.toContain(bob.userId);
    expect(visitorAgain.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it("keeps no copy of a visitor's page that shows an answer nobody may keep (a share link)", async () => {
    const app = await buildTestApp(database, { clientDir });
    const { browser } = await signedInUser(app, database);
    const listId = (await browser.get(watchlistsContract.watchlists.path)).json().lists[0].id;
    const link = (
      await browser.post(fillPath(sharingContract.shareWatchlist.path, { listId }))
    ).json<{ path: string }>().path;
    const open = () => app.inject({ url: link, headers: navigating });
    const first = stateOf((await open()).body).state as unknown as { shared: number };
    expect(first.shared).toBe(200);
    await browser.delete(fillPath(sharingContract.stopSharingWatchlist.path, { listId }));
    // Turned off is off at once, not once a visitor's copy has expired.
    const after = stateOf((await open()).body).state as unknown as { shared: number };
    expect(after.shared).toBe(404);
    await app.close();
  });

  it('sends the app shell when a page cannot be rendered, for the browser to render it', async () => {
    expectLog('warn', /could not render the page on the server/);
    const app = await buildTestApp(database, { clientDir });
    const page = await app.inject({ url: '/fails', headers: navigating });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>Loading</p>');
    expect(page.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    await app.close();
  });
});

describe('jsonForScriptElement', () => {
  it('keeps every string the same for JSON.parse, with nothing an HTML parser reads as markup', () => {
    const value = { name: '</script><!-- & \u2028\u2029 -->' };
    const text = jsonForScriptElement(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
