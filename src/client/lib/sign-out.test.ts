import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { stubCacheStorage } from '../testing/cache-storage.ts';
import { finishSignOut, RETRY_DELAYS_MS, signOut, signOutFirst } from './sign-out.ts';
import { signOutPending } from './sign-out-pending.ts';
import { changeOwner, readDeviceSession } from './pwa/device-session.ts';

const ada = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The server as the page reaches it: `reachable` false is a network failure; the session check
 * answers `session`. Returns what was asked, in order.
 */
function server(state: { reachable: boolean; session: unknown }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!state.reachable) throw new TypeError('Failed to fetch');
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      return url === accountContract.session.path ? json(state.session) : json({ status: true });
    }),
  );
  return asked;
}

beforeEach(async () => {
  // The retries' timers are the test's: none is left to fire in the next test.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  stubCacheStorage();
  await changeOwner(ada.uid);
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Log Out', () => {
  it('tells the server, and nothing waits once the session check says nobody', async () => {
    const asked = server({ reachable: true, session: { user: null } });
    await signOut();
    expect(asked).toEqual([
      `POST ${accountContract.signOut.path}`,
      `GET ${accountContract.session.path}`,
    ]);
    expect(signOutPending()).toBe(false);
    expect(await readDeviceSession()).toMatchObject({ owner: null, signOutPending: false });
  });

  it('counts the device as signed out at once when the server cannot be reached, and waits', async () => {
    server({ reachable: false, session: { user: null } });
    await signOut();
    expect(signOutPending()).toBe(true);
    expect(await readDeviceSession()).toMatchObject({ owner: null, signOutPending: true });
  });

  it('keeps waiting when the server answered but the session lives on', async () => {
    server({ reachable: true, session: { user: ada } });
    await signOut();
    expect(signOutPending()).toBe(true);
  });

  it('tells the server when the browser says it is back online', async () => {
    const state = { reachable: false, session: { user: null } };
    const asked = server(state);
    await signOut();
    state.reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(signOutPending()).toBe(false));
    expect(asked[0]).toBe(`POST ${accountContract.signOut.path}`);
  });

  it('tries again on a timer while the page is open', async () => {
    const state = { reachable: false, session: { user: null } };
    server(state);
    await signOut();
    state.reachable = true;
    expect(signOutPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(Math.max(...RETRY_DELAYS_MS));
    expect(signOutPending()).toBe(false);
  });
});

describe('before signing anyone in', () => {
  it('tells the server of the Log Out that waits first', async () => {
    const state = { reachable: false, session: { user: null } };
    server(state);
    await signOut();
    state.reachable = true;
    await expect(signOutFirst()).resolves.toBeUndefined();
    expect(signOutPending()).toBe(false);
  });

  it('refuses as a failed request does while the server cannot be told', async () => {
    server({ reachable: false, session: { user: null } });
    await signOut();
    await expect(signOutFirst()).rejects.toMatchObject({
      status: 0,
      error: { code: 'network-error' },
    });
    expect(signOutPending()).toBe(true);
  });

  it('asks nothing when no Log Out waits', async () => {
    const asked = server({ reachable: true, session: { user: ada } });
    await expect(finishSignOut()).resolves.toBe(true);
    expect(asked).toEqual([]);
  });
});
