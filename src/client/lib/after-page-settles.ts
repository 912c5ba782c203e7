// What a page does not need to be shown (the first-visit dialog, the service worker, the live
// price stream) waits until the page has loaded and the browser has a moment: before then it
// competes with the page's own rendering for a phone's one busy core (docs/decisions/044).

/** The longest wait for an idle moment after 'load': a busy page still gets its extras. */
export const SETTLE_TIMEOUT_MS = 1500;

/**
 * Calls `run` once after the window's 'load' event and then an idle moment (or
 * SETTLE_TIMEOUT_MS, whichever comes first). Returns a function that cancels the call.
 */
export function afterPageSettles(run: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const go = () => {
    if (!cancelled) run();
  };
  const waitForIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(go, { timeout: SETTLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(go, 0);
      cancelWait = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    waitForIdle();
  } else {
    window.addEventListener('load', waitForIdle, { once: true });
    cancelWait = () => window.removeEventListener('load', waitForIdle);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
