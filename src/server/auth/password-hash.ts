import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { createFairQueue } from '../fair-use/fair-queue.ts';
import type { ScryptTask } from './password-hash-worker.ts';

/** scrypt's work factors; every hash records its own, so a login checks it with those. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP Password Storage Cheat Sheet's scrypt setting: N=2^17, r=8, p=1 (128 MiB, about 0.3 s
 * here). better-auth's default (N=2^14, r=16) is below it. See docs/decisions/008-accounts.md.
 * The only setting a server ever hashes with: no configuration or environment variable lowers it.
 */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Hashes run in a pool of their own, at most two at once (2 × 128 MiB), so a burst of sign-ins
 * queues here instead of filling libuv's pool, which static files and every other file read
 * wait on. Waiting hashes start in turn per client address, so one address's burst cannot
 * hold back everyone else's sign-in.
 */
export const HASHING_THREADS = Math.min(2, availableParallelism());

// Built (dist/…/password-hash.js) the worker is its .js sibling; run from source by tsx or
// vitest it is the .ts file, which a worker thread can only load through tsx's loader.
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(`./password-hash-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/** Whose hash this is: the bridge to better-auth runs each call inside `hashingFor`. */
const client = new AsyncLocalStorage<string>();
export const hashingFor = <T>(address: string, work: () => Promise<T>) => client.run(address, work);

export function createPasswordHasher(options: { threads?: number; cost?: ScryptCost } = {}) {
  const threads = options.threads ?? HASHING_THREADS;
  const { N, r, p } = options.cost ?? PRODUCTION_SCRYPT_COST;
  const pool = new Piscina<ScryptTask, Uint8Array>({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: threads,
    // A worker that idles returns its memory; a burst pays one thread start (~30 ms).
    idleTimeout: 30_000,
    // Below the event loop's priority (Linux nice, per thread): when both cores are hashing,
    // the thread answering every other request still gets the CPU first.
    niceIncrement: 10,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  const turns = createFairQueue(threads);

  async function derive(
    password: string,
    salt: Buffer,
    params: { N: number; r: number; p: number },
  ) {
    const task = {
      password: password.normalize('NFKC'),
      salt,
      keyLength: KEY_LENGTH,
      maxmem: MAX_MEMORY,
      ...params,
    };
    const key = await turns.run(client.getStore() ?? 'server', () => pool.run(task));
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }

  return {
    /** `scrypt$N$r$p$salt$key` (base64url), so parameters can rise later without breaking logins. */
    async hashPassword(password: string): Promise<string> {
      const salt = randomBytes(16);
      const key = await derive(password, salt, { N, r, p });
      return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },

    async verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [scheme, n, rr, pp, salt, key] = hash.split('$');
      if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
      const params = { N: Number(n), r: Number(rr), p: Number(pp) };
      if (!Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), params);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    /** Hashes of this client address waiting for their turn. */
    waitingFor: turns.waitingFor,

    /** Lets running hashes finish, then ends the threads (app close). */
    close: () => pool.close(),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
