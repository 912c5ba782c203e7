import type { FastifyInstance } from 'fastify';
import { accountContract as contract } from '#shared/accounts/accounts.contract.ts';
import { rateLimitAddress } from './client-ip.ts';

/** The routes whose answer waits for a password hash (sign-in verifies, the others hash). */
const HASHING_ROUTES = new Set(
  [contract.signIn, contract.signUp, contract.resetPassword, contract.verifyEmail].map(
    (entry) => `${entry.method} ${entry.path}`,
  ),
);

/**
 * Requests that wait for a hash which one client address may have open at once. Their hashes
 * already take turns per address (password-hash.ts); this bounds how much one address can
 * queue. Eight covers a household behind one NAT signing in at the same moment.
 */
export const MAX_HASHING_REQUESTS_PER_ADDRESS = 8;
export const HASHING_BUSY_MESSAGE =
  'Too many sign-in requests at once from your network. Please wait a moment and try again.';

/** Answers 429 with Retry-After, before any work, to an address with too many hashes open. */
export function registerHashingAdmission(app: FastifyInstance) {
  const open = new Map<string, number>();
  // A callback hook, run on every request: an async one costs each a promise and a turn
  // (docs/decisions/043). A refusal is answered here, and then `done` is not called.
  app.addHook('onRequest', (request, reply, done) => {
    if (!HASHING_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return done();
    const address = rateLimitAddress(request.ip);
    const count = open.get(address) ?? 0;
    if (count >= MAX_HASHING_REQUESTS_PER_ADDRESS) {
      reply
        .code(429)
        .header('retry-after', '2')
        .send({
          error: {
            code: 'too-many-requests',
            message: HASHING_BUSY_MESSAGE,
            requestId: request.id,
          },
        });
      return;
    }
    open.set(address, count + 1);
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    done();
  });
}
