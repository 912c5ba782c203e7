import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST, gzipBytes, kib } from './built-files.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The page module each route lazily loads (src/client/app/router.tsx). */
const routes: Record<string, string> = {
  '/': 'src/client/app/screens/dashboard/DashboardPage.tsx',
  '/markets': 'src/client/features/market-data/MarketsPage.tsx',
  '/stock/:symbol': 'src/client/app/screens/stock/StockPage.tsx',
  '/portfolio': 'src/client/app/screens/portfolio/PortfolioScreen.tsx',
  '/watchlist': 'src/client/app/screens/watchlist/WatchlistScreen.tsx',
  '/profile': 'src/client/app/screens/profile/ProfilePage.tsx',
  '/login': 'src/client/features/accounts/LoginPage.tsx',
  '/signup': 'src/client/features/accounts/SignupPage.tsx',
};

/**
 * The manifest key of the chunk that holds `module`: its own, or a group's (the landing screen
 * shares `landing` with the components it imports, decision 053), found in the source maps.
 */
async function chunkOf(manifest: Record<string, ManifestChunk>, module: string) {
  if (manifest[module]) return module;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const map = JSON.parse(await readFile(path.join(DIST, `${chunk.file}.map`), 'utf8')) as {
      sources: string[];
    };
    if (map.sources.some((source) => source.endsWith(module))) return key;
  }
  throw new Error(`${module} is in no chunk of the build`);
}

/** gzip -9 size of the JavaScript a first visit to each route downloads (entry + route chunk + their static imports). */
export async function benchClientSize() {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  );
  // The entry is the module script index.html runs. Vite's manifest does not mark it when the
  // entry is a bundler group's chunk (`core`, decisions 053 and 064).
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const entryFile = /<script type="module"[^>]* src="\/(assets\/core-[^"]+\.js)"/.exec(html)?.[1];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.file === entryFile);
  if (!entry) throw new Error(`index.html runs no core chunk of the Vite manifest (${entryFile})`);

  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const gzipKiB = async (keys: Set<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) total += await gzipBytes(file);
    }
    return kib(total);
  };

  const perRoute: Record<string, number> = {};
  const chunks: Record<string, string> = {};
  for (const [route, module] of Object.entries(routes)) {
    chunks[module] = await chunkOf(manifest, module);
    perRoute[route] = await gzipKiB(closure([entry, chunks[module]]));
  }
  // The chart library must stay out of every route's first download (PriceChart imports it lazily).
  const chartLibraryInInitialJs = Object.values(routes).filter((module) =>
    [...closure([entry, chunks[module] ?? module])].some((key) => /uplot|ChartCanvas/.test(key)),
  );
  return { initialJsGzipKiB: perRoute, chartLibraryInInitialJs };
}
