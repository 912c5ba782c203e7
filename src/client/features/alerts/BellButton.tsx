import { Bell } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

/** The badge shows at most this; the button's name always has the real count. */
const BADGE_MAX = 99;

/**
 * The top bar's bell with its unread badge. The light stand-in before the panel's chunk loads
 * and the panel's own trigger (which passes its ref and aria state through) are this same button.
 */
export function BellButton({
  unread,
  ...rest
}: ComponentPropsWithRef<'button'> & { unread: number }) {
  return (
    <button
      type="button"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative shrink-0 rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-800"
      {...rest}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </button>
  );
}
