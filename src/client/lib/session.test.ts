import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '../../shared/accounts.contract.ts';
import { meKey, sessionQuery } from './session.ts';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

/** A fetch that answers the session with `session` and records every address asked for. */
function serverWithSession(session: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      // The user document's own shape does not matter here: only whether it was asked for.
      return jsonResponse(url === accountContract.session.path ? session : {});
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('sessionQuery', () => {
  it('asks for the user document as soon as the session says who is signed in', async () => {
    const asked = serverWithSession({ user });
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
    const asked = serverWithSession(session);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(sessionQuery());
    expect(asked).toEqual([accountContract.session.path]);
    expect(queryClient.getQueryState(meKey)).toBeUndefined();
  });
});
