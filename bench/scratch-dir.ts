import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';

/** A fresh directory under the project's .tmp/ (made first: a clean clone has none). */
export async function scratchDir(prefix: string): Promise<string> {
  const parent = path.resolve('.tmp');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, `${prefix}-`));
}
