import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { PAGE_STATE_ELEMENT_ID } from '#shared/platform/page-state.ts';
import { stubCacheStorage } from '../testing/cache-storage.ts';
import { stubServerWithSession } from '../testing/session-server.ts';
import { PENDING_SIGN_OUT_KEY } from './sign-out-pending.ts';
import { takePageState } from './page-state.ts';
import { meKey, sessionQuery } from './session.ts';

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sessionQuery', () => {
  it('asks for the user document as soon as the session says who is signed in', async () => {
    const asked = stubServerWithSession({ user });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(sessionQuery())).resolves.toEqual({ user });
    // Before any screen has rendered: SessionGate waits for both answers.
    expect(asked).toEqual([accountContract.session.path, accountContract.me.path]);
    expect(queryClient.getQueryState(meKey)?.fetchStatus).toBe('fetching');
  });

  it.each([
    ['nobody is signed in', { user: null }],
    ['the e-mail is not verified yet', { user: { ...user, emailVerified: false } }],
  ])('asks for nothing more when %s', async (_, session) => {
    const asked = stubServerWithSession(session);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(sessionQuery());
    expect(asked).toEqual([accountContract.session.path]);
    expect(queryClient.getQueryState(meKey)).toBeUndefined();
  });
});

describe('while a Log Out waits for the server', () => {
  // Its retries' timers are the test's: none is left to fire in another test.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('counts nobody as signed in when the server cannot be told, whatever the cookie says', async () => {
    localStorage.setItem(PENDING_SIGN_OUT_KEY, '2026-11-28T10:00:00.000Z');
    stubCacheStorage();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        // The sign-out cannot get through; the session check would still say Ada.
        if (init?.method === 'POST') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ user }));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(sessionQuery())).resolves.toEqual({ user: null });
    expect(asked).toEqual([`POST ${accountContract.signOut.path}`]);
    expect(queryClient.getQueryState(meKey)).toBeUndefined();
  });

  it('tells the server first, then nobody is signed in', async () => {
    localStorage.setItem(PENDING_SIGN_OUT_KEY, '2026-11-28T10:00:00.000Z');
    stubCacheStorage();
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        const body = url === accountContract.session.path ? { user: null } : { status: true };
        return new Response(JSON.stringify(body));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery(sessionQuery())).resolves.toEqual({ user: null });
    expect(asked).toEqual([
      `POST ${accountContract.signOut.path}`,
      `GET ${accountContract.session.path}`,
    ]);
    expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });

  it('ignores the signed-in page the server rendered, and takes its answers out of the page', () => {
    localStorage.setItem(PENDING_SIGN_OUT_KEY, '2026-11-28T10:00:00.000Z');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_STATE_ELEMENT_ID;
    block.textContent = JSON.stringify({ state: { queries: [], mutations: [] }, renderedAt: 1 });
    document.head.append(block);
    expect(takePageState()).toBeUndefined();
    expect(document.getElementById(PAGE_STATE_ELEMENT_ID)).toBeNull();
  });
});
