import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountContract as contract } from '#shared/accounts/accounts.contract.ts';
import { route, type SignedInUser } from '../../plugins/contract-route.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountService } from './account.service.ts';

/** Expires our auth cookies in this browser once its session is gone. */
async function clearAuthCookies(request: FastifyRequest, reply: FastifyReply) {
  const { authCookies } = await request.server.auth.$context;
  reply.header(
    'set-cookie',
    [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
      ({ name, attributes }) =>
        `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
    ),
  );
}

/** The signed-in user's own account: SPEC §3's user document and what the profile page does. */
export const meRoutes =
  (deps: {
    accounts: AccountService;
    /** The account export's body: every feature's part (platform/account-data.ts). */
    exportAccount: (user: SignedInUser) => Promise<Readable>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // Its work grows with the ledger: it runs in the user's lane (docs/decisions/073).
    const heavy = { config: { heavyWork: true } };
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    /** The document, or a 401 when the account went away during the request. */
    const documentOf = async (user: SignedInUser) => {
      const document = await deps.accounts.userDocument(user.id, user.sessionId);
      if (!document) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.');
      return document;
    };

    route(app, contract.me, { auth: 'user' }, async ({ user }) => documentOf(user));

    route(app, contract.rename, { auth: 'user' }, async ({ user, body }) => {
      await deps.accounts.rename(user.id, body.displayName);
      return documentOf(user);
    });

    route(app, contract.sessions, { auth: 'user' }, async ({ user }) => ({
      sessions: await deps.accounts.sessions(user.id, user.sessionId),
    }));

    route(app, contract.logOutAll, { auth: 'user' }, async ({ user, request, reply }) => {
      await deps.accounts.logOutAllDevices(user.id);
      await clearAuthCookies(request, reply);
      return undefined;
    });

    route(app, contract.deleteAccount, { auth: 'user' }, async ({ user, request, reply }) => {
      await deps.accounts.deleteAccount(user.id);
      await clearAuthCookies(request, reply);
      return undefined;
    });

    route(
      app,
      contract.exportAccount,
      { auth: 'user', fastify: heavy },
      async ({ user, reply }) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="tickerdeck-account-${day}.json"`)
          .send(await deps.exportAccount(user));
      },
    );
  };
