import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Tickerdeck server (pid ${pid}) is already using ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** True when the previous owner died without releasing the lock (crash, kill -9). */
  readonly tookOverStaleLock: boolean;
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server process per data directory. The lock file is created atomically ('wx') and holds
 * the owner's pid; a lock whose owner no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tickerdeck.lock');
  let tookOverStaleLock = false;

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.sync();
      await handle.close();
      return {
        tookOverStaleLock,
        release: async () => {
          const owner = Number(await readFile(file, 'utf8').catch(() => ''));
          if (owner === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(dataDir, owner);
    }
    await unlink(file).catch(() => undefined);
    tookOverStaleLock = true;
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps creating ${file}`);
}
