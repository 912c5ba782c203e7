import { Link, useLocation } from '../../lib/routing.tsx';
import { loginPath } from '../../lib/login-return.ts';
import { useSession } from '../../lib/session.ts';

const linkClass =
  'flex shrink-0 items-center gap-2 rounded-lg text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

/**
 * The top bar's account entry: 'Log In' for visitors, the signed-in user's profile otherwise
 * (initial only on narrow screens; the accessible name always says whose profile it is).
 */
export function AccountEntry() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link
        // Back to this page after logging in.
        to={loginPath({ next: location.pathname + location.search + location.hash })}
        className={`${linkClass} bg-emerald-700 px-3 py-1.5 text-white hover:bg-emerald-800`}
      >
        Log In
      </Link>
    );
  }
  const name = session.user.displayName || 'Investor';
  return (
    <Link
      to="/profile"
      className={`${linkClass} p-1 hover:bg-slate-100 lg:pr-3 dark:hover:bg-slate-800`}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-emerald-700 text-white uppercase"
      >
        {[...name][0]}
      </span>
      <span className="sr-only">Your profile: {name}</span>
      {/* The name from 1024 px: on a tablet the logo and the search box need the room. */}
      <span aria-hidden="true" className="hidden max-w-40 truncate lg:inline">
        {name}
      </span>
    </Link>
  );
}
