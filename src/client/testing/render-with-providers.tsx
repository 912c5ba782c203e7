import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppRouter, memoryRouting, Route, Switch } from '../lib/routing.tsx';
import { vi } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';

// Test kit for client components: a fresh query cache, a fake live stream and a router.

export type MockAnswer = (request: { method: string; body: unknown }) => Response;

/**
 * Answers API requests by path from a table; unknown paths fail the test loudly. A function
 * answer sees the method and parsed JSON body (one path may serve GET and PATCH).
 */
export function mockApi(routes: Record<string, unknown | MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const keys = Object.keys(routes);
    const key =
      keys.find((candidate) => candidate === url.pathname + url.search) ??
      keys.find((candidate) => candidate === url.pathname);
    if (key === undefined) throw new Error(`Unexpected request ${url.pathname}${url.search}`);
    const answer = routes[key];
    if (typeof answer === 'function') {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return (answer as MockAnswer)({ method: init?.method ?? 'GET', body });
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A failed call as the server answers it (its code from src/shared/platform/error-codes.ts). */
export const failWith = (status: number) => () =>
  new Response(
    JSON.stringify({ error: { code: 'market-data-unavailable', message: 'Upstream failed' } }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** Another screen of the test's app: where a link or a redirect leads. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

export function renderWithProviders(
  ui: ReactNode,
  { path = '/', routePath = '/', extraRoutes = [] as TestRoute[] } = {},
) {
  FakeSocket.instances = [];
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = memoryRouting(path);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider createSocket={(url) => new FakeSocket(url)}>
        <AppRouter location={router.location}>
          <Switch>
            <Route path={routePath}>{ui}</Route>
            {extraRoutes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.element}
              </Route>
            ))}
            <Route>
              <p>Elsewhere</p>
            </Route>
          </Switch>
        </AppRouter>
      </LiveStreamProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
