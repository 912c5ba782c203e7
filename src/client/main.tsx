import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startLoading } from './app/router.tsx';
import { afterNetworkQuiet } from './lib/after-page-settles.ts';
import { coalesceQueryUpdates, createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import { nextTask } from './lib/render-in-turns.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser only: tests keep TanStack Query's default, which they wrap in act().
coalesceQueryUpdates();

// The requests leave as the scripts finish evaluating; the first render is a task of its own, so
// that evaluating the scripts and rendering are two shorter tasks, not one long one (decision 056).
const queryClient = createQueryClient();
startLoading(queryClient, window.location.pathname);
nextTask(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);

// Installable and offline (issue 19): production builds only, once the page has settled and its
// network has fallen quiet: the precache never competes with what the visitor is waiting for.
if (import.meta.env.PROD) afterNetworkQuiet(() => void registerServiceWorker());
