import clsx from 'clsx';
import { Popover } from 'radix-ui';
import { Link } from '../../lib/routing.tsx';
import { formatRelativeTime } from '#shared/platform/format.ts';
import { useMarkNotificationsRead, useNotifications } from './api.ts';
import { BellButton } from './BellButton.tsx';

/** The bell with its unread count and the panel of the newest notifications. */
export function BellWithPanel({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const list = notifications.data?.notifications ?? [];

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-label="Notifications"
          className="z-40 w-[calc(100vw-2rem)] max-w-sm rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <h2 className="text-base font-semibold">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              className="rounded-md px-2 py-1 text-sm font-medium text-emerald-800 hover:bg-slate-100 disabled:opacity-50 dark:text-emerald-300 dark:hover:bg-slate-800"
            >
              Mark all read
            </button>
          </div>
          {notifications.isError ? (
            <p className="px-4 py-6 text-sm">Failed to load notifications.</p>
          ) : list.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
              {notifications.isPending ? 'Loading…' : 'No notifications yet.'}
            </p>
          ) : (
            <ul className="max-h-[60dvh] overflow-y-auto py-1">
              {list.map((notification) => (
                <li key={notification.id}>
                  <Link
                    to={`/stock/${notification.symbol}`}
                    onClick={() => {
                      if (!notification.read) markRead.mutate({ ids: [notification.id] });
                      setOpen(false);
                    }}
                    className={clsx(
                      'flex gap-3 px-4 py-2 hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        notification.read ? 'bg-transparent' : 'bg-emerald-600',
                      )}
                    />
                    <span className="min-w-0 flex-1 text-sm">
                      <span className="block font-medium">
                        {!notification.read && (
                          <>
                            <span className="sr-only">Unread:</span>{' '}
                          </>
                        )}
                        {notification.title}
                      </span>{' '}
                      <span className="block text-slate-700 dark:text-slate-300">
                        {notification.body}
                      </span>{' '}
                      <time
                        dateTime={notification.createdAt}
                        className="block text-xs text-slate-600 dark:text-slate-400"
                      >
                        {formatRelativeTime(notification.createdAt)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 px-4 py-2 dark:border-slate-800">
            <Link
              to="/alerts"
              onClick={() => setOpen(false)}
              className="text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
            >
              Manage alerts
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
