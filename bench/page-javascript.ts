import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { DIST, gzipBytes, kib } from './built-files.ts';
import { startServer } from './built-server.ts';
import { PAGES, SIGNED_IN_PAGES } from './lighthouse.ts';
import { scratchDir } from './scratch-dir.ts';
import { signedInCookie } from './signed-in-session.ts';

// The two JavaScript budgets, per page, in gzip -9 KiB of the built files:
// - the critical path: the entry chunk and everything index.html preloads (the same on every
//   route, since the server sends one index.html);
// - everything the page itself loads until it is complete (load, then no request for 1 s), as a
//   returning visitor (no first-visit dialog), production build. Requests a service worker makes
//   on its own (precaching, in the background) are not the page's and are reported apart.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_MS = 1000;
/** SessionGate's mark of a returning visitor (no first-visit dialog). */
const HAS_VISITED_KEY = 'tickerdeck:has-visited';

/** The scripts index.html loads or preloads: the critical path. */
async function criticalPathFiles(): Promise<string[]> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

export async function benchPageJavaScript() {
  const critical = await criticalPathFiles();
  let criticalBytes = 0;
  for (const file of critical) criticalBytes += await gzipBytes(file);

  const dataDir = await scratchDir('bench-page-javascript');
  const server = await startServer(dataDir, { MAIL_OUTBOX: '1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const cookie = await signedInCookie(server.url);
    const untilComplete: Record<string, number> = {};
    const serviceWorkerPrecache: Record<string, number> = {};
    const pages = [
      ...PAGES.map((page) => ({ page, signedIn: false })),
      ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true })),
    ];
    for (const { page: route, signedIn } of pages) {
      const context = await browser.newContext();
      await context.addInitScript((key) => window.localStorage.setItem(key, '1'), HAS_VISITED_KEY);
      if (signedIn) {
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name = '', ...value] = pair.split('=');
            return { name, value: value.join('='), url: server.url };
          }),
        );
      }
      const pageScripts = new Set<string>();
      const workerScripts = new Set<string>();
      context.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
        (request.serviceWorker() ? workerScripts : pageScripts).add(pathname.slice(1));
      });
      const page = await context.newPage();
      await page.goto(server.url + route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(QUIET_MS);
      const label = signedIn ? `${route} (signed in)` : route;
      let total = 0;
      for (const file of pageScripts) total += await gzipBytes(file);
      untilComplete[label] = kib(total);
      let precache = 0;
      for (const file of workerScripts)
        if (!pageScripts.has(file)) precache += await gzipBytes(file);
      serviceWorkerPrecache[label] = kib(precache);
      await context.close();
    }
    return {
      criticalPathJsGzipKiB: kib(criticalBytes),
      criticalPathFiles: critical.length,
      jsUntilCompleteGzipKiB: untilComplete,
      serviceWorkerBackgroundJsGzipKiB: serviceWorkerPrecache,
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/page-javascript.ts` runs it alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchPageJavaScript(), null, 2));
}
