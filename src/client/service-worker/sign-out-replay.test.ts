import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeOwner, readDeviceSession, recordSignOut } from '../lib/pwa/device-session.ts';
import { stubCacheStorage } from '../testing/cache-storage.ts';
import { replayPendingSignOut } from './sign-out-replay.ts';

const paths = { signOut: '/api/auth/sign-out', session: '/api/auth/session' };
const json = (body: unknown) => new Response(JSON.stringify(body));

/** The server as the worker reaches it: the session check answers `session`. */
function server(session: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`);
      return url === paths.session ? json(session) : json({ status: true });
    }),
  );
  return asked;
}

beforeEach(() => {
  stubCacheStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe("the worker's replay of a Log Out the server has not heard of", () => {
  it('asks nothing when no Log Out waits', async () => {
    await changeOwner('u-ada');
    const asked = server({ user: null });
    expect(await replayPendingSignOut(paths)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('tells the server, and once the session check says nobody, nothing waits any more', async () => {
    await changeOwner('u-ada');
    await recordSignOut();
    const asked = server({ user: null });
    expect(await replayPendingSignOut(paths)).toBe(true);
    expect(asked).toEqual(['POST /api/auth/sign-out', 'GET /api/auth/session']);
    expect((await readDeviceSession()).signOutPending).toBe(false);
  });

  it('keeps it waiting while the server cannot be reached, or its session lives on', async () => {
    await recordSignOut();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await replayPendingSignOut(paths)).toBe(false);
    server({ user: { uid: 'u-ada' } });
    expect(await replayPendingSignOut(paths)).toBe(false);
    expect((await readDeviceSession()).signOutPending).toBe(true);
  });

  it('tells the server once for requests that arrive together', async () => {
    await recordSignOut();
    const asked = server({ user: null });
    await Promise.all([replayPendingSignOut(paths), replayPendingSignOut(paths)]);
    expect(asked).toHaveLength(2);
  });
});
