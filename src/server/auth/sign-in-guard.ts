import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import { authError } from '#shared/accounts/auth-errors.ts';
import { rateLimitAddress } from './client-ip.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * Who a sign-in is limited as. A browser with a valid device cookie for the e-mail is judged
 * by its own failures only (10 per 15 min: the device waits, not the account); every other
 * sign-in shares the limits per address and per account, as before, so brute force and
 * spraying from unknown devices are throttled exactly as much. Only failures count.
 * See docs/decisions/014-device-cookies-and-hashing-pool.md.
 */
export function createSignInGuard(deps: {
  rateLimiter: RateLimiter;
  deviceCookies: DeviceCookies;
}) {
  return {
    /** Counts the attempt; throws 429 when over the limit. Call `succeeded` after a sign-in. */
    async begin(request: FastifyRequest, email: string) {
      const device = deps.deviceCookies.read(request.headers.cookie, email);
      const attempt = await deps.rateLimiter.signInAttempt(
        device ? { device } : { ip: rateLimitAddress(request.ip), account: email },
      );
      if (!attempt.allowed) {
        const { code, message } = authError('too-many-requests');
        throw new HttpError(429, code, message);
      }
      return {
        /** Takes the attempt back and (re)trusts this browser for this e-mail. */
        async succeeded(reply: FastifyReply) {
          await attempt.succeeded();
          reply.header('set-cookie', deps.deviceCookies.issue(email, device ?? undefined));
        },
      };
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
