import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The built client (dist/client) as the JavaScript budgets count it: gzip -9 of each file.

export const DIST = path.resolve('dist/client');

/** gzip -9 size of a file of the build, by its path under dist/client. */
export async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length;
}

/** Bytes as KiB with one decimal, as the figures are printed. */
export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
