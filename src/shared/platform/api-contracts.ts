import { accountContract } from '../accounts/accounts.contract.ts';
import { alertsContract } from '../alerts/alerts.contract.ts';
import type { RouteContract } from './contract.ts';
import { healthContract } from '../health/health.contract.ts';
import { liveContract } from './live.contract.ts';
import { marketDataContract } from '../market-data/market-data.contract.ts';
import { portfolioContract } from '../portfolio/portfolio.contract.ts';
import { holdingsContract } from '../portfolio/portfolio-holdings.contract.ts';
import { preferencesContract } from '../preferences/preferences.contract.ts';
import { sharingContract } from '../sharing/sharing.contract.ts';
import { watchlistContract, watchlistsContract } from '../watchlist/watchlist.contract.ts';

/** Every contract of /api, by feature: each route of the server is one entry in one of them. */
export const API_CONTRACTS = {
  marketData: marketDataContract,
  watchlist: watchlistContract,
  watchlists: watchlistsContract,
  sharing: sharingContract,
  portfolio: portfolioContract,
  holdings: holdingsContract,
  preferences: preferencesContract,
  alerts: alertsContract,
  accounts: accountContract,
  health: healthContract,
  live: liveContract,
} as const;

/** Every entry of every contract, for tooling that walks the whole API (the fuzz inventory). */
export const allRouteContracts = (): RouteContract[] =>
  Object.values(API_CONTRACTS).flatMap((contract): RouteContract[] => Object.values(contract));
