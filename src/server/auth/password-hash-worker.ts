import { scryptSync } from 'node:crypto';

/** One scrypt derivation, as sent to the hashing pool (password-hash.ts). */
export interface ScryptTask {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/**
 * Runs in a worker thread of the hashing pool. Synchronous on purpose: it occupies this thread,
 * never a slot of libuv's pool, which file reads and DNS share with the rest of the server.
 */
export default function deriveKey(task: ScryptTask): Uint8Array {
  const { password, salt, keyLength, ...params } = task;
  return scryptSync(password, salt, keyLength, params);
}
