import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../session.ts';
import { rememberUser, rememberedUser } from './offline-user.ts';
import { guardUserData, sessionChange } from './user-data-guard.ts';

const ada = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const bob = { uid: 'u-bob', email: 'bob@example.com', displayName: 'Bob', emailVerified: true };

const deleted: string[] = [];
beforeEach(() => {
  localStorage.clear();
  deleted.length = 0;
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

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
  it('deletes the user cache and the remembered user when the session ends', () => {
    const queryClient = new QueryClient();
    const stop = guardUserData(queryClient);
    queryClient.setQueryData(sessionKey, { user: ada });
    expect(rememberedUser()).toEqual(ada);
    expect(deleted).toEqual(['tickerdeck-user-data']);
    queryClient.setQueryData(sessionKey, { user: null });
    expect(rememberedUser()).toBeNull();
    expect(deleted).toHaveLength(2);
    stop();
  });

  it('deletes the previous user data when another user signs in', () => {
    rememberUser(ada);
    const queryClient = new QueryClient();
    const stop = guardUserData(queryClient);
    queryClient.setQueryData(sessionKey, { user: ada });
    expect(deleted).toEqual([]);
    queryClient.setQueryData(sessionKey, { user: bob });
    expect(rememberedUser()).toEqual(bob);
    expect(deleted).toEqual(['tickerdeck-user-data']);
    stop();
  });

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
