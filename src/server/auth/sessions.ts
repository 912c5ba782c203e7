import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth, set by buildApp; read it through currentSession / resolveSessionUser. */
    auth: Auth;
  }
}

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface CurrentSession {
  user: CurrentUser;
  session: { id: string; token: string };
}

/** The request's headers as a fetch Headers, for better-auth's API. */
export function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

const lookups = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

/**
 * The signed-in session of this request, looked up once per request. Checked against the
 * session table every time (no cookie cache), so a revoked or expired session is gone at once.
 * Only verified users count as signed in (SPEC §4).
 */
export function currentSession(request: FastifyRequest): Promise<CurrentSession | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = request.server.auth.api
      .getSession({ headers: headersOf(request), query: { disableRefresh: true } })
      .then((found) =>
        found && found.user.emailVerified
          ? {
              user: {
                id: found.user.id,
                email: found.user.email,
                name: found.user.name,
                emailVerified: found.user.emailVerified,
              },
              session: { id: found.session.id, token: found.session.token },
            }
          : null,
      );
    lookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The signed-in user and session, or a 401 `unauthenticated`. Routes do not call it: they say
 * `auth: 'user'` (plugins/contract-route.ts).
 */
export async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  const found = await currentSession(request);
  if (!found) throw new HttpError(401, 'unauthenticated', 'Please sign in to continue.');
  return found;
}

/** Whether the request carries a session cookie at all (not whether the session is valid). */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return request.headers.cookie?.includes('session_token') ?? false;
}

/**
 * The signed-in user and session, or null (live-stream upgrades, per-client market limits): the id
 * lets a sign-out close exactly that session's streams (docs/decisions/013-live-stream-abuse.md).
 */
export async function resolveSessionUser(
  request: FastifyRequest,
): Promise<{ id: string; sessionId: string } | null> {
  // No session cookie, no session: a visitor's upgrade skips better-auth's lookup, which was
  // a large share of the cost of each anonymous stream (bench/live-abuse.ts).
  if (!carriesSessionCookie(request)) return null;
  const found = await currentSession(request);
  return found ? { id: found.user.id, sessionId: found.session.id } : null;
}
