import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwaPlugin } from './pwa.config.ts';
import { THEME_INIT_SCRIPT } from './src/shared/preferences/theme-init.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .gz and .br siblings of every compressible file after the build, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tickerdeck:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((f) => path.join(outDir, f));
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json)$/.test(file))
          .map(async (file) => {
            if (!(await stat(file)).isFile()) return;
            const content = await readFile(file);
            if (content.length < 1024) return;
            await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
            await writeFile(
              `${file}.br`,
              await brotli(content, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
              }),
            );
          }),
      );
    },
  };
}

/** The screen of `/`, the page most visits start on. */
const LANDING_SCREEN = 'src/client/app/screens/dashboard/DashboardPage.tsx';

/** What the chunking below needs of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Fewer files before a page can paint (decision 053). Left to itself, the bundler gives every
 * set of modules that the entry and the lazy screens share in a different way its own chunk:
 * `/` waited on 17 files, and on a phone each one is a request in the queue. Two groups
 * instead. `core` is every module the entry imports. `landing` is what the landing screen adds
 * to core: the shared cards, prices and states, which the other screens then load from there
 * too. Dynamic imports (the other screens, the chart, the dialogs) stay chunks of their own.
 */
function fewerCriticalChunks(entry = 'src/client/main.tsx', landing = LANDING_SCREEN) {
  let graph: ModuleGraph | undefined;
  const groups = new Map<string, string>();
  const claim = (start: string, group: string) => {
    const todo = [path.resolve(import.meta.dirname, start)];
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (groups.has(id)) continue;
      groups.set(id, group);
      todo.push(...(graph?.getModuleInfo(id)?.importedIds ?? []));
    }
  };
  return (id: string, context: ModuleGraph) => {
    // Worked out once per build, from the first call's view of the finished module graph.
    if (graph === undefined) {
      graph = context;
      claim(entry, 'core');
      claim(landing, 'landing');
    }
    return groups.get(id) ?? null;
  };
}

/** Where the server finds, for each source module, the chunks a page showing it needs. */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Writes MODULE_CHUNKS_FILE: for each of our source modules, the chunk holding it and every chunk
 * that one imports. The server links a screen's chunks from the head of its pages
 * (server-render.ts), so the browser fetches them beside the entry, not after running it; the
 * manifest cannot say it, since a screen merged into a group (fewerCriticalChunks) has no entry.
 */
function moduleChunks(): Plugin {
  return {
    name: 'tickerdeck:module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const map: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const files = new Set([chunk.fileName]);
        for (const file of files) chunks.get(file)?.imports.forEach((next) => files.add(next));
        for (const id of chunk.moduleIds) {
          const relative = path
            .relative(import.meta.dirname, id)
            .split(path.sep)
            .join('/');
          if (relative.startsWith('src/')) map[relative] = [...files];
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(map) });
    },
  };
}

/**
 * The pre-paint theme script goes into index.html itself (decision 064): as a file it was a
 * blocking request of its own before the first paint. The server's CSP allows it by its hash.
 */
function inlineThemeScript(marker = '<!--theme-init-->'): Plugin {
  return {
    name: 'tickerdeck:inline-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(marker)) throw new Error(`inlineThemeScript: no ${marker} in index.html`);
      return html.replace(marker, `<script>${THEME_INIT_SCRIPT}</script>`);
    },
  };
}

/**
 * uPlot makes an Intl.NumberFormat and an Intl.DateTimeFormat as its module loads. A page's
 * first Intl object costs 45–75 ms at 1× in Chromium (ICU's start; 4 times that on Lighthouse's
 * phone), and our charts use neither: their ticks and hover come from format.ts. Both are made on
 * their first use instead (decision 049). The build fails if uPlot's text changes.
 */
function uplotIntlOnUse(): Plugin {
  const edits: [from: string, to: string][] = [
    [
      "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
      "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
    ],
    ['const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;', 'let localTz;'],
    [
      'else if (tz == localTz)',
      'else if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))',
    ],
  ];
  return {
    name: 'tickerdeck:uplot-intl-on-use',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/.test(id)) return null;
      let edited = code;
      for (const [from, to] of edits) {
        if (!edited.includes(from)) {
          throw new Error(`uplotIntlOnUse: uPlot changed, no "${from}" in ${id}`);
        }
        edited = edited.replace(from, to);
      }
      return { code: edited, map: null };
    },
  };
}

/** The server's build of the app (dist/ssr): the page renderer the server imports. */
const serverRendering = {
  plugins: [react()],
  // One React, production's, inside the bundle with everything that uses it: the server's
  // NODE_ENV decides nothing here (React's development build renders several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const },
  build: {
    outDir: 'dist/ssr',
    copyPublicDir: false,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { input: 'src/client/entry-server.tsx' },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRendering
    : {
        plugins: [
          react(),
          tailwindcss(),
          uplotIntlOnUse(),
          precompress(),
          inlineThemeScript(),
          moduleChunks(),
          pwaPlugin(),
        ],
        build: {
          outDir: 'dist/client',
          modulePreload: { polyfill: false },
          emptyOutDir: true,
          sourcemap: true,
          // The server links each screen's chunks from its pages (server-render.ts); bench/
          // reads it to measure each route's JavaScript.
          manifest: true,
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: fewerCriticalChunks() }] } },
          },
        },
        server: {
          // `npm run dev`: the server on :3000 answers the API, the live stream and the local
          // mailbox.
          proxy: {
            '/api': { target: 'http://localhost:3000', ws: true },
            '/dev/mailbox': { target: 'http://localhost:3000' },
          },
        },
      },
);
