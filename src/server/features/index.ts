import { accountsFeature } from './accounts/accounts.feature.ts';
import { alertsFeature } from './alerts/alerts.feature.ts';
import { healthFeature } from './health/health.feature.ts';
import { marketDataFeature } from './market-data/market-data.feature.ts';
import { portfolioFeature } from './portfolio/portfolio.feature.ts';
import { preferencesFeature } from './preferences/preferences.feature.ts';
import { sharingFeature } from './sharing/sharing.feature.ts';
import { watchlistFeature } from './watchlist/watchlist.feature.ts';

/**
 * Every server feature, in the order their routes are registered and their sections appear in
 * the account export (docs/decisions/088). A new feature is one line here.
 */
export const features = [
  accountsFeature,
  watchlistFeature,
  sharingFeature,
  portfolioFeature,
  alertsFeature,
  preferencesFeature,
  healthFeature,
  marketDataFeature,
];
