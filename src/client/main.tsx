import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { afterNetworkQuiet } from './lib/after-page-settles.ts';
import { coalesceQueryUpdates } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser only: tests keep TanStack Query's default, which they wrap in act().
coalesceQueryUpdates();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Installable and offline (issue 19): production builds only, once the page has settled and its
// network has fallen quiet: the precache never competes with what the visitor is waiting for.
if (import.meta.env.PROD) afterNetworkQuiet(() => void registerServiceWorker());
