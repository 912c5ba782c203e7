import { useSyncExternalStore, type ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import {
  Link,
  matchRoute,
  Redirect,
  Route,
  Router,
  Switch,
  useLocation as useWouterLocation,
  useParams,
  useSearch,
  useSearchParams,
  type BaseLocationHook,
} from 'wouter';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';

// The app's routing, on wouter (decision 050): the few things our screens ask of a router, in one
// place, so no screen imports the router library itself.

export { Link, Route, Switch, useParams, useSearchParams };

// Each pattern is compiled once, for matchPath and for wouter's Route and Switch alike: the
// screen table is matched on every navigation.
const compiled = new Map<string, { keys: string[]; pattern: RegExp }>();
const parseOnce = (pattern: string, loose?: boolean) => {
  const key = `${loose ? 'loose:' : ''}${pattern}`;
  let parsed = compiled.get(key);
  if (!parsed) {
    parsed = parsePattern(pattern, loose);
    compiled.set(key, parsed);
  }
  return parsed;
};

/** `pattern` ('/stock/:symbol') against a path: its parameters, or undefined. */
export function matchPath(
  pattern: string,
  pathname: string,
): Record<string, string | undefined> | undefined {
  const [matches, params] = matchRoute(parseOnce, pattern, pathname);
  return matches ? (params ?? {}) : undefined;
}

/**
 * A key per navigation, new even when the URL stays the same (a second search for the stock
 * on screen): what the header's search and the phone menu reset on.
 */
let navigations = 0;
const keyListeners = new Set<() => void>();
function countNavigation() {
  navigations += 1;
  for (const listener of keyListeners) listener();
}
const subscribeToNavigations = (listener: () => void) => {
  keyListeners.add(listener);
  return () => keyListeners.delete(listener);
};
const currentNavigation = () => navigations;
if (typeof window !== 'undefined') window.addEventListener('popstate', countNavigation);

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** `navigate`, counting each navigation it makes. */
const counting =
  (navigate: Navigate): Navigate =>
  (to, options) => {
    navigate(to, options);
    countNavigation();
  };

/** A location hook whose every navigation is counted. */
function counted(hook: BaseLocationHook): BaseLocationHook {
  // The router's options go through: on the server they carry the address (ssrPath).
  const countedHook = (...options: Parameters<BaseLocationHook>) => {
    const [path, navigate] = hook(...options);
    return [path, counting(navigate)] as [string, Navigate];
  };
  return Object.assign(countedHook, { searchHook: hook.searchHook });
}

const browserLocation = counted(useBrowserLocation);

/** A navigation from outside the screens (the live stream's sign-out), in the address bar. */
export const navigateTo = counting(browserNavigate);

/** The app's router: the browser's address bar, or `location` (tests: `memoryRouting`). */
export function AppRouter({
  location = browserLocation,
  ssrPath,
  ssrSearch,
  children,
}: {
  location?: BaseLocationHook;
  /** On the server: the address being rendered ('?…' apart, in ssrSearch). */
  ssrPath?: string | undefined;
  ssrSearch?: string | undefined;
  children: ReactNode;
}) {
  const ssr = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' };
  return (
    <Router hook={location} parser={parseOnce} {...ssr}>
      {children}
    </Router>
  );
}

/** An in-memory address for component tests, with where it is now. */
export function memoryRouting(path = '/') {
  const memory = memoryLocation({ path, record: true });
  return {
    location: counted(Object.assign(memory.hook, { searchHook: memory.searchHook })),
    /** The path the app is at (no query). */
    get pathname() {
      return (memory.history.at(-1) ?? path).split('?')[0] ?? path;
    },
    navigate: counting(memory.navigate),
  };
}

export interface AppLocation {
  pathname: string;
  /** '' or '?…', as `window.location.search`. */
  search: string;
  hash: string;
  /** New on every navigation. */
  key: string;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const key = useSyncExternalStore(subscribeToNavigations, currentNavigation, currentNavigation);
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: typeof window === 'undefined' ? '' : window.location.hash,
    key: String(key),
  };
}

/** The router's navigate: the same function on every render. */
export function useNavigate(): Navigate {
  return useWouterLocation()[1];
}

/** Goes to `to` as soon as it renders (a guard, or an address we do not have). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

/**
 * A navigation link that knows when its section is on screen: `end` for '/', whose section is
 * only itself; otherwise '/portfolio' is current on '/portfolio/transactions' too.
 */
export function NavLink({
  to,
  end = false,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to.replace(/\/$/, '')}/`));
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  );
}
