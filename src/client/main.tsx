import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadScreenForSession } from './app/router.tsx';
import { screenAt } from './app/screens.ts';
import { afterNetworkQuiet } from './lib/after-page-settles.ts';
import { coalesceQueryUpdates, createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import { userScope } from './lib/session.ts';
import { takePageState } from './lib/page-state.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser only: tests keep TanStack Query's default, which they wrap in act().
coalesceQueryUpdates();

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const page = takePageState();
  if (page) {
    hydrate(queryClient, page.state as DehydratedState);
    // The screen's code before hydrating: the markup stays as it is (the server linked the chunk
    // from the head, so it is usually here already).
    await screenAt(window.location.pathname)?.screen.view.preload();
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them: the page stays responsive while it is taken over (no long task on a phone).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} renderedAt={page.renderedAt} />
        </StrictMode>,
        {
          // React renders the part again in the browser; said aloud, for the e2e suite fails on it.
          onRecoverableError: (error) => console.error('Hydration error:', error),
        },
      );
    });
    // The user's answers came in the page, not through the service worker, which keeps its
    // offline copies from the answers it sees: once the page is complete and the network quiet,
    // the screen's user data is asked for once more, for those copies (decision 071).
    if (navigator.serviceWorker?.controller) {
      afterNetworkQuiet(
        () => void queryClient.refetchQueries({ queryKey: userScope, type: 'active' }),
      );
    }
    return;
  }
  void loadScreenForSession(queryClient, window.location.pathname, window.location.search);
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

void start(container);

// Installable and offline: production builds only, once the page has settled and its
// network has fallen quiet: the precache never competes with what the visitor is waiting for.
if (import.meta.env.PROD) afterNetworkQuiet(() => void registerServiceWorker());
