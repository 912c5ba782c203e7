import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Fails early, naming DATA_DIR, when the directory cannot be created or written (or the disk is full). */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, 'probe');
    await unlink(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `DATA_DIR ${dataDir} is not writable (${reason}); check the path, permissions and free disk space.`,
      {
        cause: error,
      },
    );
  }
}
