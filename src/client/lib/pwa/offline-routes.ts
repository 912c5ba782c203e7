import type { RouteContract } from '#shared/platform/contract.ts';
import { marketDataContract } from '#shared/market-data/market-data.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { watchlistContract, watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';

// Which API answers the service worker keeps for offline use, and in which cache. Read by the
// build (pwa.config.ts writes them into the generated service worker) and by the page (which
// deletes the user's cache on sign-out). docs/decisions/038-installable-and-offline.md

export { MARKET_DATA_CACHE } from './cache-names.ts';

type Entries = Record<string, Pick<RouteContract, 'method' | 'path'>>;

/** Search answers are per keystroke and useless offline; a CSV export is a download. */
const NOT_KEPT = new Set<string>([marketDataContract.search.path]);

function readPaths(...contracts: Entries[]): string[] {
  return contracts
    .flatMap((contract) => Object.values(contract))
    .filter((entry) => entry.method === 'GET' && !NOT_KEPT.has(entry.path))
    .filter((entry) => !/\.[a-z]+$/.test(entry.path))
    .map((entry) => entry.path);
}

export const MARKET_DATA_PATHS = readPaths(marketDataContract);
export const USER_DATA_PATHS = readPaths(watchlistContract, watchlistsContract, portfolioContract);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A contract path such as `marketDataContract.quote.path` → a pattern of the whole path (any
 * query string), each parameter one segment. Tested against the request's full URL by the
 * service worker, so it is anchored on the origin's end: the quote of AAPL with a query string
 * matches, AAPL's news (one segment more) does not.
 */
export function pathPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escapeRegExp(segment)))
      .join('/'),
  );
  return new RegExp(`^https?://[^/]+(?:${alternatives.join('|')})(?:\\?.*)?$`);
}
