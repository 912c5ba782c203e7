import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client.ts';
import { forgetUser, offlineSessionAnswer, rememberUser, rememberedUser } from './offline-user.ts';

const ada = { uid: 'u-ada', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const networkError = new ApiRequestError(0, { code: 'network-error', message: 'Network error' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the user remembered for offline use', () => {
  it('remembers one user and forgets them', () => {
    rememberUser(ada);
    expect(rememberedUser()).toEqual(ada);
    forgetUser();
    expect(rememberedUser()).toBeNull();
  });

  it('ignores a stored value that is not a user', () => {
    localStorage.setItem('tickerdeck:offline-user', '{"uid":42}');
    expect(rememberedUser()).toBeNull();
    localStorage.setItem('tickerdeck:offline-user', 'not json');
    expect(rememberedUser()).toBeNull();
  });

  it('answers a failed session check with the remembered user only while offline', () => {
    rememberUser(ada);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(offlineSessionAnswer(networkError)).toBeUndefined();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(offlineSessionAnswer(networkError)).toEqual({ user: ada });
    forgetUser();
    expect(offlineSessionAnswer(networkError)).toEqual({ user: null });
  });

  it('reports a server error as it is, even offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const serverError = new ApiRequestError(500, { code: 'internal', message: 'Boom' });
    expect(offlineSessionAnswer(serverError)).toBeUndefined();
  });
});
