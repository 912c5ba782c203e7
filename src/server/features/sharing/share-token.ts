import { createHash, randomBytes } from 'node:crypto';

// A link's token is 32 random bytes (256 bits: nobody guesses one), base64url so it sits in a
// path as it is. Only its SHA-256 is stored: a leaked database opens no list, and a fast hash is
// enough for a random secret that cannot be brute-forced.

/** The stored form of a token: SHA-256, hex. */
export const hashShareToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh token, and the hash to store for it. */
export function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashShareToken(token) };
}
