import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The part of the worker's global scope this plugin uses (the project's types are the page's). */
interface Clients {
  get(id: string): Promise<{ postMessage(data: unknown): void } | undefined>;
}

/**
 * When an answer comes from the cache because the network failed, tells the page the time the
 * server made it, for the offline banner (lib/pwa/offline-status.ts reads the message).
 */
export const tellPageTheSavedTime: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const savedAt = cachedResponse?.headers.get('date');
    const clientId = (event as { clientId?: string } | undefined)?.clientId;
    if (savedAt && clientId) {
      const { clients } = globalThis as unknown as { clients: Clients };
      const client = await clients.get(clientId);
      client?.postMessage({ type: 'tickerdeck:served-from-cache', savedAt });
    }
    return cachedResponse ?? null;
  },
};
