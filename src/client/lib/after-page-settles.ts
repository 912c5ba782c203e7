// What a page does not need to be shown (the first-visit dialog, the service worker, the live
// price stream) waits until the page has loaded and the browser has a moment: before then it
// competes with the page's own rendering for a phone's one busy core (docs/decisions/044).
// The service worker's precache waits longer still, for the network to fall quiet (decision 055).

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

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has settled (afterPageSettles), and at once ever after. For code a
 * screen can show a moment after its text, such as the charts' library: loaded with the page, it
 * shares a phone's slow network with the answers the page's text waits for (decision 059).
 */
export function pageSettled(): Promise<void> {
  return (settled ??= new Promise((resolve) => afterPageSettles(resolve)));
}

/** How long the page must have finished no request before the service worker's precache starts. */
export const NETWORK_QUIET_MS = 2000;

/** The longest wait for that quiet, from the moment the page settled: a busy page still installs. */
export const NETWORK_QUIET_TIMEOUT_MS = 20_000;

/**
 * Calls `run` once the page has settled (afterPageSettles) and then finished no request for
 * NETWORK_QUIET_MS, or NETWORK_QUIET_TIMEOUT_MS after settling, whichever comes first. For work
 * that downloads a lot and shows nothing, such as the service worker's precache of every chunk
 * (58 files): started while the page's own answers, chunks and charts are still arriving, it takes
 * the network and the CPU they need (decision 055). Returns a function that cancels the call.
 */
export function afterNetworkQuiet(
  run: () => void,
  quietMs = NETWORK_QUIET_MS,
  timeoutMs = NETWORK_QUIET_TIMEOUT_MS,
): () => void {
  let cancelled = false;
  let stopWatching = () => {};
  const cancelSettle = afterPageSettles(() => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      stopWatching();
      if (!cancelled) run();
    };
    const restartQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(finish, quietMs);
    };
    const giveUp = setTimeout(finish, timeoutMs);
    // Each request the page finishes (an answer, a chunk, an image) starts the quiet over.
    const observer = canObserveResources() ? new PerformanceObserver(restartQuiet) : undefined;
    observer?.observe({ type: 'resource' });
    stopWatching = () => {
      clearTimeout(quietTimer);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
    restartQuiet();
  });
  return () => {
    cancelled = true;
    cancelSettle();
    stopWatching();
  };
}

const canObserveResources = () =>
  typeof PerformanceObserver === 'function' &&
  PerformanceObserver.supportedEntryTypes.includes('resource');
