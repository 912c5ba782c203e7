import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountContract } from '../../shared/accounts.contract.ts';
import { stubServerWithSession } from '../testing/session-server.ts';
import { meKey, sessionQuery } from './session.ts';

const user = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };

afterEach(() => vi.unstubAllGlobals());

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
