import { spawnSync } from 'node:child_process';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_STAMP, staleBuildReason } from './build-freshness.ts';

// `npm start`'s build step: reuses an up-to-date dist/, else runs `npm run build` and records
// when that build started (build-freshness.ts). The server itself starts after this exits.

const root = path.resolve(import.meta.dirname, '..');
const reason = await staleBuildReason(root);
if (reason === null) {
  console.log('dist/ is up to date with the sources: reusing the build');
} else {
  console.log(`building (${reason})`);
  const started = new Date();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const stamp = path.join(root, BUILD_STAMP);
  await writeFile(stamp, `${started.toISOString()}\n`);
  await utimes(stamp, started, started);
}
