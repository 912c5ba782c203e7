import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { formatMarketTime } from '#shared/platform/format.ts';
import { Button } from '../../components/ui/Button.tsx';
import {
  isOnline,
  savedAt,
  subscribeOfflineStatus,
  followOfflineStatus,
} from './offline-status.ts';
import { pendingUpdate, subscribeUpdate } from './service-worker.ts';
import { guardUserData } from './user-data-guard.ts';

/**
 * The installed app's notices: "offline, showing data from …" while the network is gone, and
 * "a new version is available" when a deploy's service worker waits. Also keeps the data held
 * for offline use to the signed-in user (user-data-guard.ts).
 */
export function PwaNotices() {
  const queryClient = useQueryClient();
  const notices = useRef<HTMLDivElement>(null);
  useEffect(() => followOfflineStatus(), []);
  useEffect(() => guardUserData(queryClient), [queryClient]);
  useEffect(() => (notices.current ? reserveRoomFor(notices.current) : undefined), []);
  return (
    <div
      ref={notices}
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex flex-col items-start gap-2 sm:right-auto sm:max-w-md"
    >
      <OfflineBanner />
      <UpdateNotice />
    </div>
  );
}

/** The CSS variable styles.css adds below the page (body's padding) while a notice shows. */
const NOTICES_ROOM = '--pwa-notices-room';

/**
 * The notices float over the page's bottom edge: the page gets that much more room below its
 * end, so that scrolled to the bottom nothing of it (Log Out, the last row) lies under them.
 */
function reserveRoomFor(notices: HTMLElement): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    const { height } = notices.getBoundingClientRect();
    const offset = window.innerHeight - notices.getBoundingClientRect().bottom;
    // The notices' height, the gap below them, and as much again above them.
    if (height > 0) root.setProperty(NOTICES_ROOM, `${Math.ceil(height + 2 * offset)}px`);
    else root.removeProperty(NOTICES_ROOM);
  });
  observer.observe(notices);
  return () => {
    observer.disconnect();
    root.removeProperty(NOTICES_ROOM);
  };
}

function OfflineBanner() {
  const online = useSyncExternalStore(subscribeOfflineStatus, isOnline, () => true);
  const time = useSyncExternalStore(subscribeOfflineStatus, savedAt, () => null);
  if (online) return null;
  return (
    <p
      role="status"
      className="pointer-events-auto flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <CloudOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>You are offline</strong> —{' '}
        {time
          ? `showing data from ${formatMarketTime(time)}. It refreshes when you are back online.`
          : 'what you see may be out of date. It refreshes when you are back online.'}
      </span>
    </p>
  );
}

function UpdateNotice() {
  const update = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  if (!update) return null;
  return (
    <div
      role="status"
      className="pointer-events-auto flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <span>A new version of Tickerdeck is available.</span>
      <Button variant="primary" onClick={update}>
        Reload
      </Button>
    </div>
  );
}
