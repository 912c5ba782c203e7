import type { WorkboxPlugin } from 'workbox-core/types.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeOwner,
  readDeviceSession,
  recordSignOut,
  userDataCacheName,
} from '../lib/pwa/device-session.ts';
import { stubCacheStorage, type MemoryCacheStorage } from '../testing/cache-storage.ts';
import { keepWithinEpoch } from './user-data.ts';

// Workbox calls a plugin's callbacks with more than these; they read only what is given here.
type Callback = (options: object) => Promise<unknown>;
const call = (plugin: WorkboxPlugin, name: keyof WorkboxPlugin, options: object) =>
  (plugin[name] as unknown as Callback)(options);

let storage: MemoryCacheStorage;
beforeEach(() => {
  storage = stubCacheStorage();
});
afterEach(() => vi.unstubAllGlobals());

const holdings = 'http://localhost/api/portfolio/holdings';
const answer = () => new Response('{"holdings":["MSFT"]}');

describe("the worker's keeping of user data", () => {
  it('keeps an answer while the epoch its request began in lasts', async () => {
    const { epoch } = await changeOwner('u-ada');
    const response = answer();
    const plugin = keepWithinEpoch(epoch);
    expect(await call(plugin, 'cacheWillUpdate', { response })).toBe(response);
  });

  it('refuses an answer that arrives after Log Out, and after another user signed in', async () => {
    const { epoch } = await changeOwner('u-ada');
    const plugin = keepWithinEpoch(epoch);
    await recordSignOut();
    expect(await call(plugin, 'cacheWillUpdate', { response: answer() })).toBeNull();
    await changeOwner('u-bob');
    expect(await call(plugin, 'cacheWillUpdate', { response: answer() })).toBeNull();
  });

  it('deletes what was put when a Log Out came between the check and the put', async () => {
    const { epoch } = await changeOwner('u-ada');
    const cacheName = userDataCacheName(epoch);
    await (await storage.open(cacheName)).put(holdings, answer());
    const plugin = keepWithinEpoch(epoch);
    await call(plugin, 'cacheDidUpdate', { cacheName, request: new Request(holdings) });
    expect(await storage.has(cacheName)).toBe(true);
    await recordSignOut();
    await call(plugin, 'cacheDidUpdate', { cacheName, request: new Request(holdings) });
    expect(await storage.has(cacheName)).toBe(false);
  });

  it('drops the owner and every copy of their data when a user route answers 401', async () => {
    const { epoch } = await changeOwner('u-ada');
    await storage.open(userDataCacheName(epoch));
    const refused = new Response('{}', { status: 401 });
    expect(await call(keepWithinEpoch(epoch), 'fetchDidSucceed', { response: refused })).toBe(
      refused,
    );
    expect((await readDeviceSession()).owner).toBeNull();
    expect(await storage.has(userDataCacheName(epoch))).toBe(false);
  });

  it('leaves a newer owner be when an old request of the previous one answers 401', async () => {
    const ada = await changeOwner('u-ada');
    const bob = await changeOwner('u-bob');
    await storage.open(userDataCacheName(bob.epoch));
    const refused = new Response('{}', { status: 401 });
    await call(keepWithinEpoch(ada.epoch), 'fetchDidSucceed', { response: refused });
    expect(await readDeviceSession()).toEqual(bob);
    expect(await storage.has(userDataCacheName(bob.epoch))).toBe(true);
  });
});
