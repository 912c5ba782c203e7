import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../../auth/auth.ts';
import { rateLimitAddress } from '../../auth/client-ip.ts';
import { hashingFor } from '../../auth/password-hash.ts';
import { AUTH_BASE_PATH, type SessionUser } from '#shared/accounts/accounts.contract.ts';
import { authError, clientAuthErrorCode } from '#shared/accounts/auth-errors.ts';
import { z } from 'zod';

const betterAuthErrorSchema = z.object({ code: z.string().optional() }).loose();

/** Runs `work` with any password hash in it taking its turn as this client's (password-hash.ts). */
export const asClient = <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> =>
  hashingFor(rateLimitAddress(request.ip), work);

/**
 * Calls better-auth's handler with a request we built: only the headers it needs, the body we
 * parsed and normalised, and the client IP from the connection (never a client's header).
 */
export async function forwardToAuth(
  request: FastifyRequest,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> },
): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}${path}`, 'http://internal');
  for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
  const headers = new Headers();
  for (const name of ['cookie', 'origin', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const { auth } = request.server;
  const base = new URL(auth.options.baseURL ?? 'http://localhost');
  // Any password hash in this call takes its turn as this client's (password-hash.ts).
  return asClient(request, () =>
    auth.handler(
      new Request(new URL(url.pathname + url.search, base), {
        method: init.method,
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      }),
    ),
  );
}

/** Passes better-auth's cookies (and redirect) on to our reply. */
export function relayHeaders(reply: FastifyReply, response: Response) {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
}

/**
 * Sends better-auth's failure as our error body with the SPEC's client code and message
 * (shared/accounts/auth-errors.ts). Returns false when the response was a success.
 */
export async function relayFailure(reply: FastifyReply, response: Response): Promise<boolean> {
  if (response.status < 400) return false;
  relayHeaders(reply, response);
  const parsed = betterAuthErrorSchema.safeParse(await response.json().catch(() => ({})));
  const error = authError(clientAuthErrorCode(parsed.data?.code ?? ''));
  const status = response.status >= 500 ? 500 : response.status;
  if (status === 500) reply.request.log.error({ body: parsed.data }, 'better-auth failed');
  await reply.code(status).send({ error: { ...error, requestId: reply.request.id } });
  return true;
}

const signedInSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
  }),
});

/** better-auth's signed-in user, in our API's shape (the session token stays in its cookie). */
export async function sessionUserOf(response: Response): Promise<SessionUser> {
  const { user } = signedInSchema.parse(await response.json());
  return {
    uid: user.id,
    email: user.email,
    displayName: user.name,
    emailVerified: user.emailVerified,
  };
}
