import { rm } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startServer } from './built-server.ts';
import { scratchDir } from './scratch-dir.ts';
import { signedInCookie } from './signed-in-session.ts';

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
/** Issue 19's pages: the public ones as a visitor, the others with a signed-in session. */
export const PAGES = ['/', '/markets', '/stock/AAPL'];
export const SIGNED_IN_PAGES = ['/watchlist', '/portfolio', '/profile'];

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  /** The parts that explain a score: first paint, main-thread blocking, the host's speed. */
  fcpMs: number | null;
  tbtMs: number | null;
  /** Lighthouse's measure of this machine's CPU (a mid-range desktop is about 1,000–2,000). */
  benchmarkIndex: number | null;
}

const millis = (value: number | undefined) => (value === undefined ? null : Math.round(value));

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/** Measured runs per page; Lighthouse's documentation suggests the median of several. */
const RUNS = 3;

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
 * built server, started on a free port with a fresh data directory. Each page is measured
 * RUNS times after one warm-up run (the server-side caches and the embedded database are warm,
 * as for a real visitor who is not the first one after a restart), and Lighthouse's own median
 * run (by first contentful paint and time to interactive) is reported: on a shared 2-core machine
 * one run's score swings by 15 points.
 */
export async function benchLighthouse(): Promise<Record<string, LighthouseFigures>> {
  const dataDir = await scratchDir('bench-lighthouse');
  // The local mailbox stays on (behind the operator secret startServer sets) so the bench can
  // verify its account; production turns it off.
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
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(url, options));
      const { categories, audits, environment } = computeMedianRun(runs);
      figures[SIGNED_IN_PAGES.includes(page) ? `${page} (signed in)` : page] = {
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        lcpMs: millis(audits['largest-contentful-paint']?.numericValue),
        fcpMs: millis(audits['first-contentful-paint']?.numericValue),
        tbtMs: millis(audits['total-blocking-time']?.numericValue),
        benchmarkIndex: millis(environment.benchmarkIndex),
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
