// Whether a Log Out made in this browser still waits for the server (docs/decisions/070). Read
// before the first render (the page's session block, the session check), so it stays this small;
// telling the server is sign-out.ts, loaded when there is something to tell.

export const PENDING_SIGN_OUT_KEY = 'tickerdeck:pending-sign-out';

/** True while a Log Out made in this browser has not been confirmed by the server. */
export function signOutPending(): boolean {
  try {
    return localStorage.getItem(PENDING_SIGN_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

export function setSignOutPending(pending: boolean) {
  try {
    if (pending) localStorage.setItem(PENDING_SIGN_OUT_KEY, new Date().toISOString());
    else localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Storage disabled: the server is still told now, only no retry survives the page.
  }
}
