import { USER_DATA_CACHE } from './cache-names.ts';

// What this browser knows of its own session, in the one store the page and the service worker
// both read: Cache Storage (the worker has no localStorage). The page writes it; the worker reads
// it before it keeps or serves any user data, and replays a Log Out the server has not heard of
// (docs/decisions/070-a-log-out-the-server-has-not-heard-of.md).

export interface DeviceSession {
  /** Whose data this device may keep and show offline now; null: nobody's. */
  owner: string | null;
  /**
   * Changes whenever the owner does. Names the cache of the owner's data, and an answer to a
   * request begun under another epoch is never kept.
   */
  epoch: string;
  /** A Log Out made here that the server has not confirmed yet. */
  signOutPending: boolean;
}

const STORE = 'tickerdeck-device-session';
/** A same-origin address nothing ever fetches: only the key of the record. */
const RECORD = '/__tickerdeck/device-session';

/** The Background Sync the page asks for when its own Log Out did not get through. */
export const SIGN_OUT_SYNC_TAG = 'tickerdeck-sign-out';

export const NOBODY: DeviceSession = { owner: null, epoch: 'none', signOutPending: false };

const hasCacheStorage = () => typeof caches !== 'undefined';

const recordUrl = () => new URL(RECORD, globalThis.location.href).href;

function parse(value: unknown): DeviceSession {
  if (typeof value !== 'object' || value === null) return NOBODY;
  const { owner, epoch, signOutPending } = value as Record<string, unknown>;
  if (typeof epoch !== 'string' || typeof signOutPending !== 'boolean') return NOBODY;
  if (owner !== null && typeof owner !== 'string') return NOBODY;
  return { owner, epoch, signOutPending };
}

export async function readDeviceSession(): Promise<DeviceSession> {
  if (!hasCacheStorage()) return NOBODY;
  try {
    const stored = await (await caches.open(STORE)).match(recordUrl());
    return stored ? parse(await stored.json()) : NOBODY;
  } catch {
    return NOBODY;
  }
}

async function writeDeviceSession(session: DeviceSession): Promise<void> {
  if (!hasCacheStorage()) return;
  const body = JSON.stringify(session);
  const headers = { 'content-type': 'application/json' };
  await (await caches.open(STORE)).put(recordUrl(), new Response(body, { headers }));
}

const newEpoch = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Makes `owner` the user whose data this device keeps, under a new epoch (unless they are the
 * owner already): answers to requests begun before are refused from now on. A Log Out waiting
 * for the server stays waiting.
 */
export async function changeOwner(owner: string | null): Promise<DeviceSession> {
  const current = await readDeviceSession();
  if (current.owner === owner && current.epoch !== NOBODY.epoch) return current;
  const next = { ...current, owner, epoch: newEpoch() };
  await writeDeviceSession(next);
  return next;
}

/** Log Out: nobody's data from now on, and the server is to be told (until it confirms). */
export async function recordSignOut(): Promise<void> {
  const current = await readDeviceSession();
  await writeDeviceSession({ ...current, owner: null, epoch: newEpoch(), signOutPending: true });
}

/** The server confirmed that nobody is signed in here: no Log Out waits any more. */
export async function signOutConfirmed(): Promise<void> {
  const current = await readDeviceSession();
  if (current.signOutPending) await writeDeviceSession({ ...current, signOutPending: false });
}

/** The cache that holds one owner's data: named by the epoch, so never shared by two owners. */
export const userDataCacheName = (epoch: string) => `${USER_DATA_CACHE}:${epoch}`;

const isUserDataCache = (name: string) =>
  name === USER_DATA_CACHE || name.startsWith(`${USER_DATA_CACHE}:`);

/**
 * Deletes every cache of user data (and the unpartitioned one of decision 038), but the one of
 * the epoch `keep` when given: the new owner's.
 */
export async function deleteUserDataCaches(keep?: string): Promise<void> {
  if (!hasCacheStorage()) return;
  const kept = keep === undefined ? undefined : userDataCacheName(keep);
  const names = (await caches.keys()).filter((name) => isUserDataCache(name) && name !== kept);
  await Promise.all(names.map((name) => caches.delete(name)));
}
