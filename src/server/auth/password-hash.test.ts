import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hash.ts';

const { hashPassword, verifyPassword, close } = createPasswordHasher();
afterAll(close);

describe('password hashing', () => {
  it('stores scrypt with OWASP parameters and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password, also in another Unicode normal form, and nothing else', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword({ hash, password: 'caf\u00e9 au lait' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'cafe\u0301 au lait' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'cafe au lait' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
    expect(await verifyPassword({ hash: hash.replace('$131072$', '$0$'), password: 'x' })).toBe(
      false,
    );
  });

  it('hashes outside the libuv thread pool, so a file read does not wait behind a burst of hashes', async () => {
    let firstHashDone = false;
    const burst = Array.from({ length: 8 }, () => hashPassword('burst'));
    void Promise.race(burst).then(() => (firstHashDone = true));
    await readFile(new URL(import.meta.url));
    expect(firstHashDone).toBe(false);
    await Promise.all(burst);
  });
});
