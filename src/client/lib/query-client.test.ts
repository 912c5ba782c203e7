import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { sessionKey, userScope } from './session.ts';

const ada = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const unauthenticated = new ApiRequestError(401, {
  code: 'unauthenticated',
  message: 'Please sign in to continue.',
});
const holdingsKey = [...userScope, 'portfolio', 'holdings'];

/** A client signed in as Ada, holding her portfolio. */
function signedIn() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKey, { user: ada });
  queryClient.setQueryData([...userScope, 'watchlist'], ['AAPL']);
  return queryClient;
}

let clients: ReturnType<typeof createQueryClient>[] = [];
afterEach(() => {
  clients.forEach((client) => client.clear());
  clients = [];
});

describe('a session that ended where this tab did not hear of it', () => {
  it('signs the tab out when a user route answers 401', async () => {
    const queryClient = signedIn();
    clients.push(queryClient);
    await queryClient
      .fetchQuery({
        queryKey: holdingsKey,
        queryFn: () => Promise.reject(unauthenticated),
        retry: false,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null });
    expect(queryClient.getQueryData([...userScope, 'watchlist'])).toBeUndefined();
  });

  it('signs the tab out when a write of the user answers 401', async () => {
    const queryClient = signedIn();
    clients.push(queryClient);
    const write = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(unauthenticated),
    });
    await write.execute(undefined).catch(() => undefined);
    expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null });
  });

  it('keeps the session for other failures, and for a 401 of anything but a user route', async () => {
    const queryClient = signedIn();
    clients.push(queryClient);
    const serverError = new ApiRequestError(500, { code: 'internal', message: 'Boom' });
    const wrongPassword = new ApiRequestError(401, {
      code: 'invalid-credential',
      message: 'Wrong e-mail or password',
    });
    for (const [queryKey, failure] of [
      [holdingsKey, serverError],
      [['market', 'quote', 'AAPL'], unauthenticated],
    ] as const) {
      await queryClient
        .fetchQuery({ queryKey, queryFn: () => Promise.reject(failure), retry: false })
        .catch(() => undefined);
    }
    const signIn = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(wrongPassword),
    });
    await signIn.execute(undefined).catch(() => undefined);
    expect(queryClient.getQueryData(sessionKey)).toEqual({ user: ada });
  });
});

describe('offline, an answer the device never kept', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('fails after its one try instead of waiting for the network with the placeholder up', async () => {
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    clients.push(queryClient);
    let tries = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['market', 'never-saved'],
      queryFn: () => {
        tries += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(tries).toBe(1);
    unsubscribe();
  });

  it('still retries once online', async () => {
    const queryClient = createQueryClient();
    clients.push(queryClient);
    let tries = 0;
    await expect(
      queryClient.fetchQuery({
        queryKey: ['market', 'flaky'],
        queryFn: () => (++tries === 1 ? Promise.reject(new Error('once')) : Promise.resolve(tries)),
        retryDelay: 0,
      }),
    ).resolves.toBe(2);
  });
});

describe('a page opened offline, before the app has heard it is offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not retry what failed: the browser already says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queryClient = createQueryClient();
    clients.push(queryClient);
    let tries = 0;
    await expect(
      queryClient.fetchQuery({
        queryKey: ['market', 'opened-offline'],
        queryFn: () => {
          tries += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        },
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(tries).toBe(1);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
