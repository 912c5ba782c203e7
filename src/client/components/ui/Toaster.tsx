import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from '../../lib/routing.tsx';
import { currentToasts, dismissToast, holdToasts, subscribeToasts } from './toast-store.ts';

/**
 * The toasts, stacked at the bottom right (full width on a phone). The polite live region is
 * always in the page, so a screen reader hears each toast as it is added. A named region, not
 * role="status": the page's own status messages (a form's result) stay the page's one status.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <section
      aria-live="polite"
      aria-label="New notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
      onPointerEnter={() => holdToasts(true)}
      onPointerLeave={() => holdToasts(false)}
      onFocus={() => holdToasts(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) holdToasts(false);
      }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.body && (
              <p className="mt-0.5 text-slate-700 dark:text-slate-300">{toast.body}</p>
            )}
            {toast.link && (
              <Link
                to={toast.link.to}
                onClick={() => dismissToast(toast.id)}
                className="mt-1 inline-block font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {toast.link.label}
              </Link>
            )}
          </div>
          {toast.action && (
            <button
              type="button"
              onClick={() => {
                toast.action?.run();
                dismissToast(toast.id);
              }}
              className="rounded-md px-2 py-1 font-semibold text-emerald-800 underline hover:bg-slate-100 dark:text-emerald-300 dark:hover:bg-slate-800"
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={`Dismiss: ${toast.title}`}
            onClick={() => dismissToast(toast.id)}
            className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
