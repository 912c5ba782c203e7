import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './built-server.ts';

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
  const dataDir = await mkdtemp(path.resolve('.tmp/bench-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: Record<string, LighthouseFigures> = {};
    for (const page of PAGES) {
      const url = `${server.url}${page}`;
      const options = {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error' as const,
        output: 'json' as const,
      };
      await lighthouse(url, options);
      const { categories, audits } = await measure(url, options);
      const lcp = audits['largest-contentful-paint']?.numericValue;
      figures[page] = {
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
