import { Navigate, useLocation } from '../../lib/routing.tsx';
import { loginPath } from '../../lib/login-return.ts';

/** A signed-in-only page's guard: on to /login, which brings the visitor back here after. */
export function LoginRedirect() {
  const location = useLocation();
  return (
    <Navigate
      to={loginPath({ next: location.pathname + location.search + location.hash })}
      replace
    />
  );
}
