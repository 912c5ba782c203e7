import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Compared as digests so the comparison takes the same time whatever the length of the guess.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request sends `Authorization: Bearer <token>` and `token` is configured. */
export function carriesBearerToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
