import { rm } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './built-server.ts';
import { scratchDir } from './scratch-dir.ts';
import { fillPath } from '../src/shared/contract.ts';
import { accountContract } from '../src/shared/accounts.contract.ts';
import { watchlistContract } from '../src/shared/watchlist.contract.ts';
import { portfolioContract } from '../src/shared/portfolio.contract.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The system Chromium, never a downloaded one, with the flags the e2e suite also uses.
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PAGES = ['/', '/stock/AAPL'];
/** Measured with a signed-in session (issue 7: accessibility 100 on these). */
const SIGNED_IN_PAGES = ['/portfolio', '/profile'];
const ORIGIN = 'http://localhost'; // the server's BASE_URL: our routes check Origin

/** A verified account with a watchlist and positions; returns its session cookie. */
async function signedInCookie(serverUrl: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthouse password 1';
  let cookie = '';
  const send = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(serverUrl + url, {
      method,
      redirect: 'manual',
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    return response;
  };
  await send('POST', accountContract.signUp.path, { name: 'Ada Lovelace', email, password });
  let link: string | undefined;
  for (let attempt = 0; !link && attempt < 100; attempt++) {
    const mailbox = await (await fetch(`${serverUrl}/dev/mailbox`)).text();
    link = /href="(http[^"]*verify-email[^"]*)"/.exec(mailbox)?.[1]?.replaceAll('&amp;', '&');
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no verification mail in /dev/mailbox');
  // Logging in with the mailed link's token finishes verification and signs in (decision 016).
  const signIn = await send('POST', accountContract.verifyEmail.path, {
    email,
    password,
    token: new URL(link).searchParams.get('token'),
    rememberMe: true,
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
    await send('PUT', fillPath(watchlistContract.addToWatchlist.path, { symbol }));
    await send('POST', portfolioContract.addPosition.path, {
      symbol,
      shares: 3,
      purchasePrice: 150.5,
    });
  }
  return cookie;
}

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

type Options = NonNullable<Parameters<typeof lighthouse>[1]>;

/** One run, retried twice when a busy machine spoils the trace (Lighthouse's NO_NAVSTART &c.). */
async function measure(url: string, options: Options) {
  let message = 'no result';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, options);
    if (result && !result.lhr.runtimeError) return result.lhr;
    message = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${url}: ${message}`);
}

/**
 * Lighthouse 12 with its default mobile emulation (simulated slow 4G, 4× CPU slowdown) on the
 * built server, started on a free port with a fresh data directory. Each page is measured once
 * after one warm-up run, so the server-side caches and the embedded database are warm as they
 * are for a real visitor who is not the first one after a restart.
 */
export async function benchLighthouse(): Promise<Record<string, LighthouseFigures>> {
  const dataDir = await scratchDir('bench-lighthouse');
  // The local mailbox stays on so the bench can verify its account (production turns it off).
  const server = await startServer(dataDir, { MAIL_OUTBOX: '1' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: Record<string, LighthouseFigures> = {};
    const cookie = await signedInCookie(server.url);
    const pages = [
      ...PAGES.map((page) => ({ page, headers: {} })),
      ...SIGNED_IN_PAGES.map((page) => ({ page, headers: { Cookie: cookie } })),
    ];
    for (const { page, headers } of pages) {
      const url = `${server.url}${page}`;
      const options = {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error' as const,
        output: 'json' as const,
        extraHeaders: headers,
      };
      await lighthouse(url, options);
      const { categories, audits } = await measure(url, options);
      const lcp = audits['largest-contentful-paint']?.numericValue;
      figures[SIGNED_IN_PAGES.includes(page) ? `${page} (signed in)` : page] = {
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        lcpMs: lcp === undefined ? null : Math.round(lcp),
      };
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/lighthouse.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLighthouse(), null, 2));
}
