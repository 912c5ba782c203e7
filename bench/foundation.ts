import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './built-server.ts';
import { rssBytes, treeRssBytes } from './process-stats.ts';

export async function benchFoundation() {
  // A clean clone has no .tmp yet (mkdtemp does not create parents).
  await mkdir(path.resolve('.tmp'), { recursive: true });
  const dataDir = await mkdtemp(path.resolve('.tmp/bench-'));
  try {
    // First start creates the cluster (initdb); later starts reuse it.
    const cold = await startServer(dataDir);
    await cold.stop();
    const warm = await startServer(dataDir);
    await sleep(2_000); // let start-up garbage settle before reading memory
    const postgresPid = Number(
      (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const figures = {
      coldStartToHealthyMs: {
        firstBootWithInitdb: cold.msToFirstHealthy,
        withExistingData: warm.msToFirstHealthy,
      },
      idleServerRssMiB: mib(await rssBytes(warm.pid)),
      embeddedPostgresRssMiB: mib(await treeRssBytes(postgresPid)),
    };
    await warm.stop();
    return figures;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mib = (bytes: number | undefined) =>
  bytes === undefined ? null : Math.round((bytes / 2 ** 20) * 10) / 10;
