import { describe, expect, it } from 'vitest';
import { shareTokenSchema } from '#shared/sharing/sharing.ts';
import { hashShareToken, newShareToken } from './share-token.ts';

describe('share tokens', () => {
  it('makes 43-character base64url tokens that the shared token schema accepts, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, () => newShareToken().token);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) expect(shareTokenSchema.safeParse(token).success).toBe(true);
  });

  it('stores a SHA-256 of the token that does not contain it', () => {
    const { token, hash } = newShareToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashShareToken(token));
    expect(hash).not.toContain(token);
  });
});
