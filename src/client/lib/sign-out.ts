import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { apiGet, apiSend, ApiRequestError } from './api-client.ts';
import { recordSignOut, SIGN_OUT_SYNC_TAG, signOutConfirmed } from './pwa/device-session.ts';
import { setSignOutPending, signOutPending } from './sign-out-pending.ts';

// Log Out ends the session even when the server cannot be reached (docs/decisions/070). The
// session cookie is HttpOnly, so the page cannot delete it: the device remembers that a Log Out
// waits, counts as signed out meanwhile, and tells the server as soon as it can — before any
// answer could show the user as signed in again. The service worker replays it too.

/** The first retries come soon (a network blip), then once a minute while the page is open. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

let attempt: Promise<boolean> | null = null;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let waitingForNetwork = false;

/**
 * Tells the server of the Log Out that waits, once at a time. True when none waits any more: the
 * server answered, and its session check then said nobody is signed in here (a sign-out that
 * failed on the server's side answers too, but leaves the session). Failing, it tries again by
 * itself: when the browser says it is back online, and on a timer.
 */
export function finishSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  attempt ??= tellServer().finally(() => {
    attempt = null;
  });
  return attempt;
}

async function tellServer(): Promise<boolean> {
  clearTimeout(retryTimer);
  try {
    await apiSend(accountContract.signOut);
    const { user } = await apiGet(accountContract.session);
    if (user === null) {
      await signOutConfirmed().catch(() => undefined);
      setSignOutPending(false);
      failures = 0;
      return true;
    }
  } catch {
    // Unreachable, or an error: the session may live on, so the Log Out still waits.
  }
  retryLater();
  return false;
}

function retryLater() {
  if (typeof window === 'undefined') return;
  const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
  failures += 1;
  retryTimer = setTimeout(() => void finishSignOut(), delay);
  if (waitingForNetwork) return;
  waitingForNetwork = true;
  window.addEventListener(
    'online',
    () => {
      waitingForNetwork = false;
      void finishSignOut();
    },
    { once: true },
  );
}

/**
 * Log Out: from this moment the device counts as signed out and keeps nobody's data; then the
 * server is told. Resolves once it was told, or could not be (then it is told later).
 */
export async function signOut(): Promise<void> {
  setSignOutPending(true);
  await recordSignOut().catch(() => undefined);
  if (!(await finishSignOut())) await askWorkerToReplay();
}

/** Background Sync, where the browser has it: the worker tells the server with no page open. */
async function askWorkerToReplay() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SIGN_OUT_SYNC_TAG);
  } catch {
    // No Background Sync (or refused): the page's retries and the worker's check remain.
  }
}

/**
 * Before anything that could sign someone in: the Log Out that waits is told first, so that its
 * retry can never end the next session. Throws (as a failed request does) when it cannot be.
 */
export async function signOutFirst(): Promise<void> {
  if (await finishSignOut()) return;
  throw new ApiRequestError(0, { code: 'network-error', message: 'Network error' });
}
