// The app's toasts: a tiny store outside React, so code that is not a component (the user-event
// handler, app/user-events.ts) can show one. <Toaster /> renders them.

export interface Toast {
  id: number;
  title: string;
  body?: string | undefined;
  /** An in-app path the toast links to, and the link's text. */
  link?: { to: string; label: string } | undefined;
  /** A button that acts and closes the toast (e.g. Undo), and its text. */
  action?: { label: string; run: () => void } | undefined;
  /** How long it stays, when not TOAST_MS. */
  ms?: number | undefined;
}

/** At most this many at once: a burst of alerts shows the newest, not a wall. */
export const MAX_TOASTS = 3;
export const TOAST_MS = 8_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

let held = false;
const startTimer = (id: number) =>
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toasts.find((toast) => toast.id === id)?.ms ?? TOAST_MS),
  );

/** Shows a toast that goes away by itself after TOAST_MS (or when dismissed). */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  const kept = [...toasts, { ...toast, id }];
  for (const dropped of kept.slice(0, -MAX_TOASTS)) dismissToast(dropped.id);
  emit(kept.slice(-MAX_TOASTS));
  if (!held) startTimer(id);
  return id;
}

/**
 * While the pointer or focus is on the toasts they stay (WCAG 2.2.1: time to read and reach
 * the link); on leaving, each gets its full time again.
 */
export function holdToasts(hold: boolean) {
  if (hold === held) return;
  held = hold;
  for (const toast of toasts) {
    clearTimeout(timers.get(toast.id));
    timers.delete(toast.id);
    if (!hold) startTimer(toast.id);
  }
}

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const currentToasts = () => toasts;

/** Tests start from none. */
export function clearToasts() {
  held = false;
  for (const toast of toasts) dismissToast(toast.id);
}
