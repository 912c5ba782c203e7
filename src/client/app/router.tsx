import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, useLocation } from '../lib/routing.tsx';
import { sessionQuery } from '../lib/session.ts';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import type { Screen } from '../lib/screen.ts';
import { SCREENS, screenAt } from './screens.ts';

/** The screens whose heading the loading view shows, for the test that it is the screen's own. */
export const titledScreens = () =>
  SCREENS.flatMap(({ path, title, view }) => (title ? [{ path, title, view }] : []));

/**
 * Starts what the screen at `pathname` (with `search`, '' or '?…') needs: its chunk, its public data and, when a verified
 * user is signed in, the user's data. The server awaits it before rendering a page; in the
 * browser each navigation starts it (import() hands back the same module; prefetchQuery skips
 * fresh data). Settles when the chunk and the data have arrived (or failed to).
 */
export function loadScreen(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean,
  search = '',
): Promise<unknown> {
  const match = screenAt(pathname);
  if (!match) return Promise.resolve();
  const load = { queryClient, params: match.params, search: new URLSearchParams(search) };
  // A loader that fails leaves its queries to the screen, which shows their failure: the page
  // still renders, and nothing rejects unheard.
  const settled = (loading: Promise<unknown> | undefined) => loading?.catch(() => undefined);
  return Promise.all([
    match.screen.view.preload(),
    settled(match.screen.load?.(load)),
    signedIn ? settled(match.screen.loadForUser?.(load)) : undefined,
  ]);
}

/**
 * loadScreen for whoever the session says is signed in: at once when the cache knows, else the
 * public part now and the user's part once the session check (asked once) answers.
 */
export function loadScreenForSession(
  queryClient: QueryClient,
  pathname: string,
  search = '',
): Promise<unknown> {
  const known = queryClient.getQueryData(sessionQuery().queryKey);
  if (known) return loadScreen(queryClient, pathname, known.user?.emailVerified === true, search);
  const user = queryClient.ensureQueryData(sessionQuery()).then(
    (session) =>
      session.user?.emailVerified ? loadScreen(queryClient, pathname, true, search) : undefined,
    () => undefined, // SessionGate shows the failure
  );
  return Promise.all([loadScreen(queryClient, pathname, false, search), user]);
}

/** The screen, at once when its chunk is already here (prefetchScreen started it with the page). */
function ScreenView({ target }: { target: Screen }) {
  return (
    <Suspense fallback={<ScreenLoading title={target.title} />}>
      <target.view.Component />
      <ScreenReady />
    </Suspense>
  );
}

/**
 * Marks #root `data-ready` once a screen has rendered in the browser (a server's page: once React
 * has taken it over, so its controls answer). What a test waits for after loading a page, as a
 * person waits for a page to come alive; nothing in the app reads it.
 */
function ScreenReady() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-ready', '');
  }, []);
  return null;
}

function ScreenLoading({ title }: { title: string | undefined }) {
  return (
    <>
      {title && <PageHeader title={title} />}
      <div role="status" className="flex justify-center py-16">
        <span className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-emerald-600 motion-reduce:animate-none" />
        <span className="sr-only">Loading…</span>
      </div>
    </>
  );
}

/** Every screen at its address; an unknown address goes to the dashboard. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const match = screenAt(pathname);
  if (!match) return <Navigate to="/" replace />;
  // wouter's Route hands the screen its parameters (useParams).
  const view = (
    <Route key={match.screen.path} path={match.screen.path}>
      <ScreenView target={match.screen} />
    </Route>
  );
  if (match.screen.bare) return view;
  return <AppLayout>{view}</AppLayout>;
}

/** Loads each address the app navigates to (the page it opened at was loaded with it). */
export function PrefetchOnNavigation({ queryClient }: { queryClient: QueryClient }) {
  const { pathname, search } = useLocation();
  const loaded = useRef(pathname);
  useEffect(() => {
    if (pathname === loaded.current) return;
    loaded.current = pathname;
    void loadScreenForSession(queryClient, pathname, search);
  }, [pathname, search, queryClient]);
  return null;
}
