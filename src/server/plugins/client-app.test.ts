import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_META } from '../../shared/accounts.contract.ts';
import { buildTestApp } from '../../../tests/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/database.ts';

let database: TestDatabase;
let clientDir: string;
const script = 'console.log("tickerdeck");'.repeat(100);

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  clientDir = await mkdtemp(path.join(tmpdir(), 'tickerdeck-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
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

  it("tells the page it came with a session cookie, but never the service worker's copy", async () => {
    const app = await buildTestApp(database, { clientDir });
    const hint = `<meta name="${SESSION_COOKIE_META}" content="1" />`;
    const cookie = 'tickerdeck.session_token=abc.def';
    const navigation = await app.inject({
      url: '/portfolio',
      headers: { cookie, 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip, br' },
    });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.headers['content-type']).toMatch(/^text\/html/);
    expect(navigation.headers['content-encoding']).toBe('br');
    expect(navigation.headers.vary).toMatch(/Cookie/);
    // Sent by hand, still with every security header of a page.
    expect(navigation.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(navigation.rawPayload).toString()).toContain(`${hint}</head>`);

    // The service worker stores its app shell (index.html itself) with the visitor's cookies,
    // and a fetch of a page from script is no navigation either: no hint in them.
    const precache = await app.inject({
      url: '/index.html?__WB_REVISION__=1',
      headers: { cookie, 'sec-fetch-dest': 'empty' },
    });
    const fetched = await app.inject({
      url: '/portfolio',
      headers: { cookie, 'sec-fetch-dest': 'empty' },
    });
    const visitor = await app.inject({ url: '/portfolio' });
    for (const page of [precache, fetched, visitor]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(SESSION_COOKIE_META);
    }
    expect(visitor.headers.vary).toMatch(/Cookie/);
    await app.close();
  });

  it("tells a page that came without a session cookie so, on the browser's word that it navigates", async () => {
    const app = await buildTestApp(database, { clientDir });
    const none = `<meta name="${SESSION_COOKIE_META}" content="0" />`;
    const navigation = await app.inject({
      url: '/markets',
      headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
    });
    expect(navigation.statusCode).toBe(200);
    expect(navigation.body).toContain(`${none}</head>`);
    expect(navigation.headers.vary).toMatch(/Sec-Fetch-Mode/);
    expect(navigation.headers['content-security-policy']).toContain("script-src 'self'");

    // No word that this is a navigation (an older browser, the service worker's app shell, a
    // fetch from script): the page must ask who is signed in, so it is told nothing.
    const unsaid = await app.inject({ url: '/markets' });
    const precache = await app.inject({
      url: '/index.html?__WB_REVISION__=1',
      headers: { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' },
    });
    const frame = await app.inject({
      url: '/markets',
      headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' },
    });
    for (const page of [unsaid, precache, frame]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(SESSION_COOKIE_META);
    }
    await app.close();
  });
});
