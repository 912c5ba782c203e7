import { defineFeature } from '../../platform/feature.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';

/** Read-only share links of a watchlist; the lists themselves are the watchlist feature's. */
export const sharingFeature = defineFeature({
  name: 'sharing',
  setUp(_app, { userData }, features) {
    const sharing = createSharingService(userData.db, () => features.watchlist);
    return {
      routes: async (app) => void (await app.register(sharingRoutes({ sharing }))),
      exportPart: { sections: async (user) => ({ shares: await sharing.exported(user.id) }) },
    };
  },
});
