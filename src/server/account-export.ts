import type { Readable } from 'node:stream';
import { FIRST_WATCHLIST_NAME } from '../shared/watchlist.ts';
import type { Db } from './db/database.ts';
import type { AccountService } from './features/accounts/account.service.ts';
import { listAlerts } from './features/alerts/alerts.repo.ts';
import { loadWatchlists } from './features/watchlist/watchlists.repo.ts';
import type { ExportRunner } from './features/portfolio/import/export-runner.ts';
import type { ImportService } from './features/portfolio/import/import.service.ts';
import type { PreferencesService } from './features/preferences/preferences.service.ts';
import type { SignedInUser } from './plugins/contract-route.ts';

/**
 * GET /api/me/export.json: everything of the account, each feature's part, the ledger streamed
 * (docs/decisions/030) in the export pool's threads (decision 073). Composed here because it reads several features.
 */
export function accountExport(deps: {
  db: Db;
  accounts: AccountService;
  preferences: PreferencesService;
  imports: ImportService;
  exports: ExportRunner;
}): (user: SignedInUser) => Promise<Readable> {
  return async (user) => {
    const document = await deps.accounts.userDocument(user.id, user.sessionId);
    return deps.exports.json(user.id, {
      format: 'tickerdeck-account-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: {
        email: document?.email ?? user.email,
        displayName: document?.displayName ?? user.name,
        createdAt: document?.createdAt ?? null,
      },
      preferences: {
        ...document?.preferences,
        costBasisMethod: await deps.preferences.costBasisMethod(user.id),
      },
      watchlists: await exportedWatchlists(deps.db, user.id),
      importMappings: await deps.imports.mappings(user.id),
      alerts: await listAlerts(deps.db, user.id),
    });
  };
}

/** Every list, first list first (a user who never wrote has their empty first list). */
async function exportedWatchlists(db: Db, userId: string) {
  const { lists } = await loadWatchlists(db, userId);
  if (lists.length === 0) return [{ name: FIRST_WATCHLIST_NAME, symbols: [], notes: {} }];
  return lists.map((list) => ({
    name: list.name,
    symbols: list.items.map((item) => item.symbol),
    // A symbol's note only where it has one.
    notes: Object.fromEntries(
      list.items.flatMap((item) => (item.note ? [[item.symbol, item.note]] : [])),
    ),
  }));
}
