import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Whether the app is offline, and how old the data it shows is: the service worker tells the
// page the server's time of each answer it served from its cache (pwa.config.ts), and the banner
// shows the oldest of them — the data on screen is at least that old.

type Listener = () => void;
const listeners = new Set<Listener>();
let oldestSavedAt: string | null = null;

const notify = () => listeners.forEach((listener) => listener());

export function subscribeOfflineStatus(listener: Listener): () => void {
  listeners.add(listener);
  const unsubscribe = onlineManager.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

export const isOnline = () => onlineManager.isOnline();

/** Whether the app is online now, re-rendering when that changes (true on the server). */
export const useOnline = (): boolean =>
  useSyncExternalStore(subscribeOfflineStatus, isOnline, () => true);
export const savedAt = () => oldestSavedAt;

/** Notes the time of one answer served from the cache (an HTTP date); keeps the oldest. */
export function noteServedFromCache(httpDate: string) {
  const time = new Date(httpDate);
  if (Number.isNaN(time.getTime())) return;
  if (oldestSavedAt !== null && new Date(oldestSavedAt) <= time) return;
  oldestSavedAt = time.toISOString();
  notify();
}

/** Back online, the data is refetched: the saved time no longer describes it. */
export function clearSavedAt() {
  if (oldestSavedAt === null) return;
  oldestSavedAt = null;
  notify();
}

const servedFromCacheMessage = (data: unknown): string | undefined =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === 'tickerdeck:served-from-cache' &&
  'savedAt' in data &&
  typeof data.savedAt === 'string'
    ? data.savedAt
    : undefined;

/**
 * Starts following the network: TanStack Query's onlineManager assumes "online" at start, so a
 * page loaded offline says so at once (navigator.onLine is reliable when false), and the service
 * worker's messages feed the saved time.
 */
export function followOfflineStatus(): () => void {
  if (navigator.onLine === false) onlineManager.setOnline(false);
  const onMessage = (event: MessageEvent) => {
    const httpDate = servedFromCacheMessage(event.data);
    if (httpDate) noteServedFromCache(httpDate);
  };
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  container?.addEventListener('message', onMessage);
  const stopClearing = onlineManager.subscribe((online) => {
    if (online) clearSavedAt();
  });
  return () => {
    container?.removeEventListener('message', onMessage);
    stopClearing();
  };
}
