// Registers the service worker (production builds only: never under vitest or `vite` dev) and
// tells the page when a new deploy's worker is waiting. It only takes over when the user asks
// (registerType 'prompt'): a tab in use keeps its version until then.

type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reloads into the waiting version, or null when there is none. */
export const pendingUpdate = () => applyUpdate;

/** Shows the update notice; `apply` runs when the user clicks Reload. */
export function offerUpdate(apply: () => void) {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Loaded on its own: workbox-window is not on the first paint's critical path.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      // The new worker takes control, then the page reloads once into the new version.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();
}
