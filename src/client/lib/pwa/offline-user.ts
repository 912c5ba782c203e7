import { sessionUserSchema, type SessionUser } from '#shared/accounts/accounts.contract.ts';

// The signed-in user this browser last saw, so the app can still tell whose watchlist and
// portfolio it shows while offline (the service worker never keeps a session answer). Written
// when the server confirms a signed-in user, removed the moment this tab learns they are gone.

export const OFFLINE_USER_KEY = 'tickerdeck:offline-user';

export function rememberedUser(): SessionUser | null {
  try {
    const parsed = sessionUserSchema.safeParse(
      JSON.parse(localStorage.getItem(OFFLINE_USER_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberUser(user: SessionUser) {
  try {
    localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the app still works online, only not signed in offline.
  }
}

export function forgetUser() {
  try {
    localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** True when the browser knows it has no network (navigator.onLine is only reliable as false). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The session check's answer when the network failed because the browser is offline: the
 * remembered user, or nobody. Undefined when the failure must be reported as it is.
 */
export function offlineSessionAnswer(failure: unknown): { user: SessionUser | null } | undefined {
  const networkFailure =
    typeof failure === 'object' && failure !== null && 'status' in failure && failure.status === 0;
  if (!networkFailure || !isOffline()) return undefined;
  return { user: rememberedUser() };
}
