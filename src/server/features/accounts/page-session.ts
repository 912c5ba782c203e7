import type { FastifyRequest } from 'fastify';
import {
  pageSessionSchema,
  type PageSession,
  type SessionAnswer,
} from '#shared/accounts/accounts.contract.ts';
import { currentSession, type CurrentSession } from '../../auth/sessions.ts';
import type { AccountService } from './account.service.ts';

/** The session check's answer for the session a request carries (null: none, or not verified). */
export function sessionAnswerOf(found: CurrentSession | null): SessionAnswer {
  if (!found) return { user: null };
  const { id, email, name, emailVerified } = found.user;
  return { user: { uid: id, email, displayName: name, emailVerified } };
}

/**
 * What the page of a browser's navigation carries (docs/decisions/065): the answers
 * GET /api/auth/session and GET /api/me would give this request, read the same way. Parsed with
 * the page's own schema, so that exactly the fields the browser reads leave the server.
 */
export function pageSessionReader(accounts: Pick<AccountService, 'userDocument'>) {
  return async (request: FastifyRequest): Promise<PageSession> => {
    const found = await currentSession(request);
    const session = sessionAnswerOf(found);
    const me = found && (await accounts.userDocument(found.user.id, found.session.id));
    return pageSessionSchema.parse(me ? { session, me } : { session });
  };
}
