import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { formatMarketTime } from '../../../shared/format.ts';
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
  useEffect(() => followOfflineStatus(), []);
  useEffect(() => guardUserData(queryClient), [queryClient]);
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex flex-col items-start gap-2 sm:right-auto sm:max-w-md">
      <OfflineBanner />
      <UpdateNotice />
    </div>
  );
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
