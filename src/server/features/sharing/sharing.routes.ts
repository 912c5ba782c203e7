import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharingContract as contract } from '#shared/sharing/sharing.contract.ts';
import { route } from '../../plugins/contract-route.ts';
import type { SharingService } from './sharing.service.ts';

export const sharingRoutes =
  ({ sharing }: { sharing: SharingService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, contract.shareWatchlist, { auth: 'user' }, ({ user, params }) =>
      sharing.share(user.id, params.listId),
    );
    route(app, contract.stopSharingWatchlist, { auth: 'user' }, async ({ user, params }) => {
      await sharing.stop(user.id, params.listId);
      return undefined;
    });
    // Public like the alert e-mail's link: the token is the key (256 bits, looked up by its
    // hash in one indexed read), so no limit beyond the app's own. A user's data: never cached.
    route(app, contract.sharedWatchlist, { auth: 'none', cache: 'no-store' }, ({ params }) =>
      sharing.read(params.token),
    );
  };
