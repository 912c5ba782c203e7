import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, file: string, pid: number) {
    super(
      `Another Tickerdeck server (pid ${pid}, still running) is using ${dataDir}: its lock is ` +
        `${file}. Stop it first, or set DATA_DIR to another directory.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** True when the previous owner died without releasing the lock (crash, kill -9). */
  readonly tookOverStaleLock: boolean;
  release(): Promise<void>;
}

/**
 * A process known by more than its pid, which the kernel hands out again: its start time (clock
 * ticks since boot, /proc/<pid>/stat field 22) and the boot it started in. Undefined fields
 * where /proc does not exist (not Linux): the pid alone decides there.
 */
const ownerSchema = z.object({
  pid: z.number().int().positive(),
  startTime: z.string().optional(),
  bootId: z.string().optional(),
});
type LockOwner = z.infer<typeof ownerSchema>;

/** What a lock says of process `pid` (exported for tests). */
export async function processIdentity(pid: number): Promise<LockOwner> {
  const [stat, bootId] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined),
    readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => undefined),
  ]);
  // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
  const startTime = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return {
    pid,
    ...(startTime ? { startTime } : {}),
    ...(bootId ? { bootId: bootId.trim() } : {}),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's owner as written: JSON now, a bare pid (legacy) before. */
function readOwner(text: string): (LockOwner & { legacy?: true }) | undefined {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), legacy: true };
  try {
    return ownerSchema.parse(JSON.parse(text));
  } catch {
    return undefined; // damaged (a crash while writing it): nobody's
  }
}

/** Whether the process that wrote the lock is the one running under its pid now. */
async function stillRuns(owner: LockOwner & { legacy?: true }): Promise<boolean> {
  if (owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.legacy) {
    // A bare pid from an older server: the pid is still a Node process, or we cannot tell.
    const command = await readFile(`/proc/${owner.pid}/cmdline`, 'utf8').catch(() => undefined);
    return command === undefined || /node|tickerdeck/i.test(command);
  }
  const now = await processIdentity(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false;
  if (owner.startTime && now.startTime) return owner.startTime === now.startTime;
  return true;
}

/**
 * One server process per data directory. The lock file is created atomically ('wx') and holds
 * its owner's identity; a lock whose owner no longer runs (dead, or its pid reused by another
 * process) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'tickerdeck.lock');
  let tookOverStaleLock = false;
  const me = await processIdentity(process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(me));
      await handle.sync();
      await handle.close();
      return {
        tookOverStaleLock,
        release: async () => {
          const owner = readOwner(await readFile(file, 'utf8').catch(() => ''));
          if (owner?.pid === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(await readFile(file, 'utf8').catch(() => ''));
    if (owner && (await stillRuns(owner))) {
      throw new DataDirInUseError(dataDir, file, owner.pid);
    }
    await unlink(file).catch(() => undefined);
    tookOverStaleLock = true;
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps creating ${file}`);
}
