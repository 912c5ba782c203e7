import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveUserEvent } from '#shared/platform/live.ts';
import { FakeSocket } from '../testing/fake-socket.ts';
import { LiveStreamProvider } from '../lib/live-stream-react.tsx';
import { mockApi } from '../testing/render-with-providers.tsx';
import { sessionKey } from '../lib/session.ts';
import { applyUserEvent } from './user-events.ts';
import { SessionGate } from './SessionGate.tsx';

beforeEach(() => {
  // jsdom has no matchMedia: a light system theme.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

const verified = { uid: 'u1', email: 'ada@example.com', displayName: 'Ada', emailVerified: true };
const document_ = (theme: 'system' | 'light' | 'dark') => ({
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  createdAt: '2026-03-01T10:00:00.000Z',
  watchlist: [],
  portfolio: [],
  preferences: { theme, emailNotifications: false, dailySummary: false, exDividendEmails: true },
  sessions: [],
  lastLogout: null,
});

function renderGate(onSignedOut = vi.fn()) {
  FakeSocket.instances = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onUserEvent = (event: LiveUserEvent) => applyUserEvent(event, queryClient, onSignedOut);
  render(
    <QueryClientProvider client={queryClient}>
      <LiveStreamProvider createSocket={(url) => new FakeSocket(url)} onUserEvent={onUserEvent}>
        <SessionGate>
          <p>The app</p>
        </SessionGate>
      </LiveStreamProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onSignedOut };
}

describe('SessionGate', () => {
  it('hides the app while the session is unresolved', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('The app')).toBeNull();
    act(() =>
      answer(
        new Response(JSON.stringify({ user: null }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByText('The app')).toBeVisible();
  });

  it("waits for a signed-in user's document and applies the saved dark theme", async () => {
    mockApi({ '/api/auth/session': { user: verified }, '/api/me': document_('dark') });
    renderGate();
    expect(await screen.findByText('The app')).toBeVisible();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('treats an unverified e-mail as signed out (no user document is fetched)', async () => {
    const fetchMock = mockApi({
      '/api/auth/session': { user: { ...verified, emailVerified: false } },
    });
    renderGate();
    expect(await screen.findByText('The app')).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/session']);
  });

  it("signs the tab out when the live stream says 'signed-out'", async () => {
    mockApi({ '/api/auth/session': { user: verified }, '/api/me': document_('light') });
    const { queryClient, onSignedOut } = renderGate();
    expect(await screen.findByText('The app')).toBeVisible();
    const socket = FakeSocket.latest();
    act(() => socket.open());
    act(() => socket.receive({ type: 'user-event', event: { type: 'signed-out' } }));
    expect(onSignedOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(queryClient.getQueryData(sessionKey)).toEqual({ user: null }));
    expect(screen.getByText('The app')).toBeVisible();
  });
});
