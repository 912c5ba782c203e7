import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { PageSession } from '#shared/accounts/accounts.contract.ts';
import { App } from './app/App.tsx';
import { loadScreen } from './app/router.tsx';
import { SCREENS, screenAt } from './app/screens.ts';
import { answerInProcess, type InProcessApi } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startWithSession } from './lib/session.ts';

// The server's side of the app (docs/performance.md): built by `vite build --ssr` into
// dist/ssr, imported once by the server (plugins/server-render.ts), which hands each page's
// reads to the API's own handlers in-process. Nothing here reaches the browser.

export { answerInProcess };
export type { InProcessApi };

/** What the page of one navigation needs, beside the HTML. */
export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /** The query cache's answers the markup shows, for the browser's hydration. */
  state: DehydratedState;
  /** When the server read its clock for the words "5 min ago" (the browser hydrates with it). */
  renderedAt: number;
  /** The tab's title. */
  title: string;
  /** The build file (manifest key) of the screen's chunk; undefined at an unknown address. */
  module: string | undefined;
}

/** Each screen's chunk, by path pattern: the server checks them against the build's manifest. */
export const screenModules = () => SCREENS.map(({ path, module }) => ({ path, module }));

export function screenModuleAt(pathname: string): string | undefined {
  return screenAt(pathname)?.screen.module;
}

/**
 * Renders the page at `url` for whoever `session` says is signed in. The screen's loaders run
 * first with the address's path and query (through the API's handlers, as answerInProcess was
 * told, so as the request's own user: an account id of someone else's is answered "not found"), then React renders the whole
 * screen at once: React's stream waits for every part (onAllReady) so that the page needs no
 * inline script to complete it (the CSP allows none without a hash).
 */
export async function renderPage(url: string, session: PageSession): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const queryClient = createQueryClient();
  startWithSession(queryClient, session);
  const signedIn = session.session.user?.emailVerified === true;
  await loadScreen(queryClient, pathname, signedIn, search);
  // What failed is asked again by the browser: rendered as loading, the same on both sides.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const renderedAt = Date.now();
  const html = await renderToString(
    <StrictMode>
      <App
        queryClient={queryClient}
        ssrPath={pathname}
        ssrSearch={search}
        renderedAt={renderedAt}
      />
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  const match = screenAt(pathname);
  return {
    html,
    state,
    renderedAt,
    title: match?.screen.title ? `${match.screen.title} · Tickerdeck` : 'Tickerdeck',
    module: match?.screen.module,
  };
}

/** React's streaming render, read to its end once every part is ready. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Never a boundary sent apart with a script to put it in place: every part inline, in
      // order (the CSP runs no inline script), however large.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
