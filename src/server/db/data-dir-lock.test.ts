import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, processIdentity } from './data-dir-lock.ts';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'tickerdeck-lock-'));

// A live process that is not a Tickerdeck server, holding a pid a stale lock may name.
const unrelated: ChildProcess[] = [];
const liveUnrelatedPid = () => {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  unrelated.push(child);
  if (!child.pid) throw new Error('sleep did not start');
  return child.pid;
};
afterAll(() => unrelated.forEach((child) => child.kill()));

describe('lockDataDir', () => {
  it('refuses a data directory that a running server holds, naming its pid and the lock file', async () => {
    const dir = await tempDir();
    // A live process that is not us, as its own lock would describe it: our parent.
    const file = path.join(dir, 'tickerdeck.lock');
    await writeFile(file, JSON.stringify(await processIdentity(process.ppid)));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${process.ppid}`);
    await expect(lockDataDir(dir)).rejects.toThrow(`its lock is ${file}`);
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dir = await tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    await writeFile(path.join(dir, 'tickerdeck.lock'), String(dead));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverStaleLock).toBe(true);
    const owner = JSON.parse(await readFile(path.join(dir, 'tickerdeck.lock'), 'utf8'));
    expect(owner).toEqual(await processIdentity(process.pid));
    expect(owner.pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over an older server's lock whose pid now belongs to another process", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'tickerdeck.lock'), String(liveUnrelatedPid()));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverStaleLock).toBe(true);
    await lock.release();
  });

  it('takes over a lock whose pid was handed to a process started after it', async () => {
    const dir = await tempDir();
    const pid = liveUnrelatedPid();
    const { bootId } = await processIdentity(pid);
    // The same pid and boot, another start time: the lock's owner is gone, its pid reused.
    await writeFile(
      path.join(dir, 'tickerdeck.lock'),
      JSON.stringify({ pid, startTime: '1', bootId }),
    );
    const lock = await lockDataDir(dir);
    expect(lock.tookOverStaleLock).toBe(true);
    await lock.release();
  });

  it('can be taken again once released', async () => {
    const dir = await tempDir();
    const first = await lockDataDir(dir);
    await first.release();
    const second = await lockDataDir(dir);
    expect(second.tookOverStaleLock).toBe(false);
    await second.release();
  });
});
