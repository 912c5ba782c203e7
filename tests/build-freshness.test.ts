import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUILD_INPUTS,
  BUILD_OUTPUTS,
  BUILD_STAMP,
  staleBuildReason,
} from '../scripts/build-freshness.ts';

// A project folder in miniature: each input and output one file, every mtime set by hand.
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function touch(root: string, relative: string, atMs: number) {
  const full = path.join(root, relative);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, '');
  await utimes(full, atMs / 1000, atMs / 1000);
}

const T = Date.parse('2026-11-29T06:00:00Z');

/** Inputs edited at T, a build started at T + 1 min with its outputs written after. */
async function builtProject() {
  const root = await mkdtemp(path.join(tmpdir(), 'tickerdeck-build-'));
  roots.push(root);
  for (const input of BUILD_INPUTS) {
    // A folder input gets a file main.ts inside it, a file input is itself.
    await touch(root, path.extname(input) ? input : path.join(input, 'main.ts'), T);
    if (!path.extname(input)) await utimes(path.join(root, input), T / 1000, T / 1000);
  }
  for (const output of BUILD_OUTPUTS) await touch(root, output, T + 120_000);
  await touch(root, BUILD_STAMP, T + 60_000);
  return root;
}

describe('reusing the build on npm start', () => {
  it('reuses a dist/ built after the last change to every input', async () => {
    expect(await staleBuildReason(await builtProject())).toBeNull();
  });

  it('rebuilds when a source file deep in src/ changed after the build started', async () => {
    const root = await builtProject();
    await touch(root, 'src/client/features/alerts/AlertItem.tsx', T + 90_000);
    expect(await staleBuildReason(root)).toBe('src changed since');
  });

  it('rebuilds when the lock file or a build configuration changed', async () => {
    const root = await builtProject();
    await touch(root, 'package-lock.json', T + 61_000);
    expect(await staleBuildReason(root)).toBe('package-lock.json changed since');
  });

  it('rebuilds without a record of the build, or with an output missing', async () => {
    const unrecorded = await builtProject();
    await rm(path.join(unrecorded, BUILD_STAMP));
    expect(await staleBuildReason(unrecorded)).toBe('no record of when dist/ was built');
    const partial = await builtProject();
    await rm(path.join(partial, 'dist/server/main.js'));
    expect(await staleBuildReason(partial)).toBe('dist/server/main.js is missing');
  });
});
