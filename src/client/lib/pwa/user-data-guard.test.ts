import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCacheStorage, type MemoryCacheStorage } from '../../testing/cache-storage.ts';
import { PENDING_SIGN_OUT_KEY } from '../sign-out-pending.ts';
import { sessionKey, userScope } from '../session.ts';
import { changeOwner, readDeviceSession, userDataCacheName } from './device-session.ts';
import { OFFLINE_USER_KEY, rememberUser, rememberedUser } from './offline-user.ts';
import { guardUserData, sessionChange } from './user-data-guard.ts';

const ada = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const bob = { uid: 'u-bob', email: 'bob@example.com', displayName: 'Bob', emailVerified: true };

let storage: MemoryCacheStorage;
beforeEach(() => {
  localStorage.clear();
  storage = stubCacheStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** Ada's copies for offline use, as the worker kept them under her epoch. */
async function adasCopies() {
  const { epoch } = await changeOwner(ada.uid);
  await storage.open(userDataCacheName(epoch));
  return userDataCacheName(epoch);
}

describe('what the session answer does to the data kept offline', () => {
  it('keeps it for the same user, switches for another, forgets it for nobody', () => {
    expect(sessionChange(ada, ada)).toBe('keep');
    expect(sessionChange(bob, ada)).toBe('switch');
    expect(sessionChange(ada, null)).toBe('switch');
    expect(sessionChange(null, ada)).toBe('forget');
    expect(sessionChange({ ...bob, emailVerified: false }, ada)).toBe('forget');
  });
});

describe('guarding the user data', () => {
  it('gives the device to nobody when the session ends: the remembered user, the user queries and every copy go', async () => {
    rememberUser(ada);
    const copies = await adasCopies();
    const queryClient = new QueryClient();
    const stop = guardUserData(queryClient);
    queryClient.setQueryData(sessionKey, { user: ada });
    queryClient.setQueryData([...userScope, 'portfolio'], { holdings: ['MSFT'] });
    queryClient.setQueryData(sessionKey, { user: null });
    expect(rememberedUser()).toBeNull();
    expect(queryClient.getQueryData([...userScope, 'portfolio'])).toBeUndefined();
    await vi.waitFor(async () => expect((await readDeviceSession()).owner).toBeNull());
    await vi.waitFor(async () => expect(await storage.has(copies)).toBe(false));
    stop();
  });

  it("gives the device to the next user: the previous user's copies go, the new one gets a cache of their own", async () => {
    rememberUser(ada);
    const copies = await adasCopies();
    const queryClient = new QueryClient();
    const stop = guardUserData(queryClient);
    queryClient.setQueryData(sessionKey, { user: bob });
    expect(rememberedUser()).toEqual(bob);
    await vi.waitFor(async () => expect((await readDeviceSession()).owner).toBe(bob.uid));
    await vi.waitFor(async () => expect(await storage.has(copies)).toBe(false));
    stop();
  });

  it("makes the confirmed user the worker's owner again, keeping their copies", async () => {
    rememberUser(ada);
    const copies = await adasCopies();
    await changeOwner(null);
    const queryClient = new QueryClient();
    const stop = guardUserData(queryClient);
    queryClient.setQueryData(sessionKey, { user: ada });
    await vi.waitFor(async () => expect((await readDeviceSession()).owner).toBe(ada.uid));
    // A new epoch: what was kept under the old one is never served again (nor deleted here).
    expect(userDataCacheName((await readDeviceSession()).epoch)).not.toBe(copies);
    stop();
  });

  it.each([OFFLINE_USER_KEY, PENDING_SIGN_OUT_KEY])(
    'asks who is signed in when another tab changes %s',
    (key) => {
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const stop = guardUserData(queryClient);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'x' }));
      expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKey });
      window.dispatchEvent(new StorageEvent('storage', { key: 'tickerdeck:theme' }));
      expect(invalidate).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('refetches every query when the network comes back', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = guardUserData(queryClient);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
  });
});
