import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubCacheStorage, type MemoryCacheStorage } from '../../testing/cache-storage.ts';
import { vi } from 'vitest';
import {
  changeOwner,
  deleteUserDataCaches,
  NOBODY,
  readDeviceSession,
  recordSignOut,
  signOutConfirmed,
  userDataCacheName,
} from './device-session.ts';

let storage: MemoryCacheStorage;
beforeEach(() => {
  storage = stubCacheStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe("the device's session, as the page and the service worker both read it", () => {
  it('starts with nobody; an owner gets an epoch of their own, kept while they stay', async () => {
    expect(await readDeviceSession()).toEqual(NOBODY);
    const ada = await changeOwner('u-ada');
    expect(ada).toMatchObject({ owner: 'u-ada', signOutPending: false });
    expect(ada.epoch).not.toBe(NOBODY.epoch);
    expect(await changeOwner('u-ada')).toEqual(ada);
    expect(await readDeviceSession()).toEqual(ada);
  });

  it('gives every change of owner a new epoch, signing out included', async () => {
    const ada = await changeOwner('u-ada');
    const bob = await changeOwner('u-bob');
    const nobody = await changeOwner(null);
    expect(new Set([ada.epoch, bob.epoch, nobody.epoch]).size).toBe(3);
    expect(nobody.owner).toBeNull();
  });

  it('keeps a Log Out waiting through changes of owner until the server confirms it', async () => {
    const ada = await changeOwner('u-ada');
    await recordSignOut();
    const waiting = await readDeviceSession();
    expect(waiting).toMatchObject({ owner: null, signOutPending: true });
    expect(waiting.epoch).not.toBe(ada.epoch);
    await changeOwner(null);
    expect((await readDeviceSession()).signOutPending).toBe(true);
    await signOutConfirmed();
    expect(await readDeviceSession()).toEqual({ ...waiting, signOutPending: false });
  });

  it('reads a record it cannot parse as nobody', async () => {
    const store = await storage.open('tickerdeck-device-session');
    await store.put('/__tickerdeck/device-session', new Response('{"owner":42}'));
    expect(await readDeviceSession()).toEqual(NOBODY);
  });

  it("deletes every cache of user data but the new owner's, and never the market data", async () => {
    const { epoch } = await changeOwner('u-bob');
    for (const name of [
      'tickerdeck-user-data',
      userDataCacheName('old-epoch'),
      userDataCacheName(epoch),
      'tickerdeck-market-data',
    ])
      await storage.open(name);
    await deleteUserDataCaches(epoch);
    expect(await storage.keys()).toEqual([
      'tickerdeck-device-session',
      userDataCacheName(epoch),
      'tickerdeck-market-data',
    ]);
    await deleteUserDataCaches();
    expect(await storage.keys()).toEqual(['tickerdeck-device-session', 'tickerdeck-market-data']);
  });
});
