import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST, gzipBytes, kib } from './built-files.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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

/** gzip -9 size of the JavaScript a first visit to each route downloads (entry + route chunk + their static imports). */
export async function benchClientSize() {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  );
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');

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
  for (const [route, module] of Object.entries(routes)) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of its own in the build`);
    perRoute[route] = await gzipKiB(closure([entry, module]));
  }
  // The chart library must stay out of every route's first download (PriceChart imports it lazily).
  const chartLibraryInInitialJs = Object.values(routes).filter((module) =>
    [...closure([entry, module])].some((key) => /uplot|ChartCanvas/.test(key)),
  );
  return { initialJsGzipKiB: perRoute, chartLibraryInInitialJs };
}
