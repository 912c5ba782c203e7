import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

// What `npm start` checks before building: a dist/ built after the last change to any input
// of `npm run build` is served as it is (a second start takes seconds, not a rebuild's ~36 s).

/** Everything `npm run build` reads: sources, build configuration, dependencies' lock. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'pwa.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.server.json',
  'package.json',
  'package-lock.json',
  'scripts/dist-package.ts',
];

/** What `npm start` serves; any one missing means there is no build to reuse. */
export const BUILD_OUTPUTS = [
  'dist/client/index.html',
  'dist/ssr/entry-server.js',
  'dist/server/main.js',
  'dist/package.json',
];

/** Written after a successful build, its mtime set to the instant the build started. */
export const BUILD_STAMP = 'dist/.build-started';

/** The newest modification time (ms) under `relative` (a file or a folder), 0 when absent. */
async function newestMtime(root: string, relative: string): Promise<number> {
  const full = path.join(root, relative);
  const info = await stat(full).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of await readdir(full, { recursive: true, withFileTypes: true })) {
    const file = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (file && file.mtimeMs > newest) newest = file.mtimeMs;
  }
  return newest;
}

/**
 * Why dist/ cannot be reused, or null when it can: every output exists and the build that made
 * them started after the newest change to any input (an edit during a build counts as newer).
 */
export async function staleBuildReason(root: string): Promise<string | null> {
  for (const output of BUILD_OUTPUTS) {
    if (!(await stat(path.join(root, output)).catch(() => null))) return `${output} is missing`;
  }
  const stamp = await stat(path.join(root, BUILD_STAMP)).catch(() => null);
  if (!stamp) return 'no record of when dist/ was built';
  for (const input of BUILD_INPUTS) {
    if ((await newestMtime(root, input)) >= stamp.mtimeMs) return `${input} changed since`;
  }
  return null;
}
