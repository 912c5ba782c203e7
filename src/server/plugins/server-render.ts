import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PageSession } from '#shared/accounts/accounts.contract.ts';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '#shared/platform/page-state.ts';
import { inProcessRoutes, type InProcessRoute } from './in-process-api.ts';
import { jsonForScriptElement } from './script-json.ts';

// Server rendering (docs/performance.md): every page a browser navigates to is the app's own
// markup for that address and that user, with the answers it shows for the hydration. The
// renderer is the client build's server entry (dist/ssr/entry-server.js, src/client/
// entry-server.tsx); its reads go to the API's GET handlers in-process (in-process-api.ts).

/** What dist/ssr/entry-server.js exports (see src/client/entry-server.tsx). */
interface ServerEntry {
  answerInProcess(
    api: (
      entry: { path: string },
      input: { params?: object; query?: object },
    ) => Promise<{ status: number; body: unknown }>,
  ): void;
  screenModules(): { path: string; module: string }[];
  screenModuleAt(pathname: string): string | undefined;
  renderPage(
    url: string,
    session: PageSession,
  ): Promise<{ html: string; state: unknown; renderedAt: number; title: string }>;
}

/** The build's map of our source modules to the chunks a page showing them needs. */
const MODULE_CHUNKS_FILE = path.join('.vite', 'module-chunks.json');

/** A visitor's page is the same for every visitor: kept this long, per address. */
export const VISITOR_PAGE_TTL_MS = 5_000;
const VISITOR_PAGES = 500;

export interface PageRenderer {
  /** The whole HTML page at the request's address for `session` (who the request says it is). */
  render(request: FastifyRequest, reply: FastifyReply, session: PageSession): Promise<string>;
}

/** The request whose page is being rendered: the in-process API reads as that request. */
interface Rendering {
  request: FastifyRequest;
  reply: FastifyReply;
  routes: Map<string, InProcessRoute>;
  /** The page shows an answer that nobody may keep (a shared list): no visitor's copy either. */
  noStore: boolean;
}

/**
 * One for the process: the entry module is loaded once, whatever the number of apps (tests),
 * and each render carries its own app's routes and request.
 */
const rendering = new AsyncLocalStorage<Rendering>();

const answerForRendering: Parameters<ServerEntry['answerInProcess']>[0] = async (
  contractEntry,
  input,
) => {
  const current = rendering.getStore();
  const route = current?.routes.get(contractEntry.path);
  if (!current || !route) return { status: 501, body: undefined };
  const answer = await route(input, current.request, current.reply);
  if (answer.noStore) current.noStore = true;
  return answer;
};

/**
 * Loads the server entry next to the client build (undefined when there is none: a test's
 * stand-in client, which is served as it is), checks that the build's manifest knows every
 * screen's chunk, and wires the entry's reads to `app`'s GET routes.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
  template: string,
): Promise<PageRenderer | undefined> {
  const entryFile = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const chunksOf = JSON.parse(
    readFileSync(path.join(clientDir, MODULE_CHUNKS_FILE), 'utf8'),
  ) as Record<string, string[]>;
  const preloads = new Map<string, string>();
  for (const { path: screenPath, module } of entry.screenModules()) {
    const files = chunksOf[module];
    if (!files) throw new Error(`${screenPath}: the build has no chunk for ${module}`);
    // The files the head does not link yet (the entry's own are there).
    const links = files
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    preloads.set(module, links.join(''));
  }

  const routes = inProcessRoutes(app);
  entry.answerInProcess(answerForRendering);

  const visitorPages = new LRUCache<string, string>({
    max: VISITOR_PAGES,
    ttl: VISITOR_PAGE_TTL_MS,
  });
  const renderNow = async (request: FastifyRequest, reply: FastifyReply, session: PageSession) => {
    const context: Rendering = { request, reply, routes, noStore: false };
    const page = await rendering.run(context, () => entry.renderPage(request.url, session));
    const module = entry.screenModuleAt(new URL(request.url, 'http://page.invalid').pathname);
    return {
      html: assemble(template, page, module ? (preloads.get(module) ?? '') : ''),
      keep: !context.noStore,
    };
  };
  return {
    async render(request, reply, session) {
      // Nobody signed in: the same page for everyone, made once per address every few seconds,
      // unless it shows an answer nobody may keep (a share link turned off must end at once).
      if (session.session.user !== null) return (await renderNow(request, reply, session)).html;
      const cached = visitorPages.get(request.url);
      if (cached !== undefined) return cached;
      const page = await renderNow(request, reply, session);
      if (page.keep) visitorPages.set(request.url, page.html);
      return page.html;
    },
  };
}

const ROOT = /<div id="root">[\s\S]*?<!--\/app-html-->\s*<\/div>/;

/** index.html with the page's title, its screen's chunks, its markup and its answers. */
function assemble(
  template: string,
  page: { html: string; state: unknown; renderedAt: number; title: string },
  links: string,
): string {
  if (!ROOT.test(template))
    throw new Error('index.html has no <div id="root"> with app-html marks');
  const state: PageState = { state: page.state, renderedAt: page.renderedAt };
  const block = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScriptElement(state)}</script>`;
  // Functions, not strings: `$&` in a user's data must stay text, not a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${block}`);
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
