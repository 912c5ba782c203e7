import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, type CurrentSession } from '../../auth/sessions.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  sessionInfoSchema,
  updateProfileBodySchema,
  userDocumentSchema,
} from '../../../shared/account.contract.ts';
import type { AccountService } from './account.service.ts';

async function signedIn(request: FastifyRequest): Promise<CurrentSession> {
  const found = await currentSession(request);
  if (!found) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.');
  return found;
}

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
  (deps: { accounts: AccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/api/me', { schema: { response: { 200: userDocumentSchema } } }, async (request) => {
      const { user, session } = await signedIn(request);
      const document = await deps.accounts.userDocument(user.id, session.id);
      if (!document) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.');
      return document;
    });

    app.patch(
      '/api/me',
      { schema: { body: updateProfileBodySchema, response: { 200: userDocumentSchema } } },
      async (request) => {
        const { user, session } = await signedIn(request);
        await deps.accounts.rename(user.id, request.body.displayName);
        const document = await deps.accounts.userDocument(user.id, session.id);
        if (!document) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.');
        return document;
      },
    );

    app.get(
      '/api/me/sessions',
      { schema: { response: { 200: z.object({ sessions: z.array(sessionInfoSchema) }) } } },
      async (request) => {
        const { user, session } = await signedIn(request);
        return { sessions: await deps.accounts.sessions(user.id, session.id) };
      },
    );

    /** Log out all devices: every session ends, lastLogout is set, open tabs hear at once. */
    app.post('/api/me/logout-all', async (request, reply) => {
      const { user } = await signedIn(request);
      await deps.accounts.logOutAllDevices(user.id);
      await clearAuthCookies(request, reply);
      return reply.code(204).send();
    });

    /** Deletes the account and everything of it in one transaction. */
    app.delete('/api/me', async (request, reply) => {
      const { user } = await signedIn(request);
      await deps.accounts.deleteAccount(user.id);
      await clearAuthCookies(request, reply);
      return reply.code(204).send();
    });
  };
