import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => mkdtemp(path.join(tmpdir(), 'tickerdeck-lock-'));

describe('lockDataDir', () => {
  it('refuses a data directory that a running server holds, naming its pid', async () => {
    const dir = await tempDir();
    // A live process that is not us: our parent (the test runner's process).
    await writeFile(path.join(dir, 'tickerdeck.lock'), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(`pid ${process.ppid}`);
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const dir = await tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    await writeFile(path.join(dir, 'tickerdeck.lock'), String(dead));
    const lock = await lockDataDir(dir);
    expect(lock.tookOverStaleLock).toBe(true);
    expect(await readFile(path.join(dir, 'tickerdeck.lock'), 'utf8')).toBe(String(process.pid));
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
