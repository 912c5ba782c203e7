import { rm } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import path from 'node:path';
import { startServer, type Started } from './built-server.ts';
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
/** The pages: the public ones as a visitor, the others with a signed-in session. */
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

/** Measured runs per page and build; Lighthouse's documentation suggests the median of several. */
const RUNS = 5;

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

interface Build {
  dir: string;
  server: Started;
  dataDir: string;
  cookie: string;
}

async function startBuild(dir: string): Promise<Build> {
  const dataDir = await scratchDir('bench-lighthouse');
  // The local mailbox stays on (behind the operator secret startServer sets) so the bench can
  // verify its account; production turns it off.
  const server = await startServer(
    dataDir,
    { MAIL_OUTBOX: '1' },
    path.resolve(dir, 'server/main.js'),
  );
  return { dir, server, dataDir, cookie: await signedInCookie(server.url) };
}

const figuresOf = (lhr: ReturnType<typeof computeMedianRun>): LighthouseFigures => ({
  performance: score(lhr.categories.performance?.score),
  accessibility: score(lhr.categories.accessibility?.score),
  lcpMs: millis(lhr.audits['largest-contentful-paint']?.numericValue),
  fcpMs: millis(lhr.audits['first-contentful-paint']?.numericValue),
  tbtMs: millis(lhr.audits['total-blocking-time']?.numericValue),
  benchmarkIndex: millis(lhr.environment.benchmarkIndex),
});

/**
 * Lighthouse 12 with its default mobile emulation (simulated slow 4G, 4× CPU slowdown) on the
 * built server of each of `distDirs`, each started on a free port with a fresh data directory.
 * Each page is measured RUNS times per build after one warm-up run per build (the server-side
 * caches and the embedded database are warm, as for a real visitor who is not the first one after
 * a restart). With two builds the runs alternate A B B A …, so a busy spell of this shared
 * machine falls on both; Lighthouse's own median run (by first contentful paint and time to
 * interactive) is reported per build: on a shared 2-core machine one run's score swings by 15.
 */
export async function benchLighthouse(
  distDirs = ['dist'],
): Promise<Record<string, LighthouseFigures | Record<string, LighthouseFigures>>> {
  const builds: Build[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const dir of distDirs) builds.push(await startBuild(dir));
    const figures: Record<string, LighthouseFigures | Record<string, LighthouseFigures>> = {};
    const pages = [
      ...PAGES.map((page) => ({ page, signedIn: false })),
      ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true })),
    ];
    for (const { page, signedIn } of pages) {
      const optionsFor = (build: Build) => ({
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error' as const,
        output: 'json' as const,
        extraHeaders: (signedIn ? { Cookie: build.cookie } : {}) as Record<string, string>,
      });
      const runs = new Map(
        builds.map((build) => [build, [] as Awaited<ReturnType<typeof measure>>[]]),
      );
      for (const build of builds) await lighthouse(`${build.server.url}${page}`, optionsFor(build));
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          runs.get(build)?.push(await measure(`${build.server.url}${page}`, optionsFor(build)));
        }
      }
      const label = signedIn ? `${page} (signed in)` : page;
      const perBuild = Object.fromEntries(
        builds.map((build) => [build.dir, figuresOf(computeMedianRun(runs.get(build) ?? []))]),
      );
      figures[label] =
        builds.length === 1 ? (Object.values(perBuild)[0] as LighthouseFigures) : perBuild;
    }
    return figures;
  } finally {
    chrome.kill();
    for (const build of builds) {
      await build.server.stop();
      await rm(build.dataDir, { recursive: true, force: true });
    }
  }
}

// `node --import tsx bench/lighthouse.ts` runs it alone; BENCH_LIGHTHOUSE_BUILDS=".tmp/before/dist,
// dist" compares builds interleaved in one run (docs/performance.md).
if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.env.BENCH_LIGHTHOUSE_BUILDS?.split(',').filter(Boolean);
  console.log(JSON.stringify(await benchLighthouse(dirs), null, 2));
}
