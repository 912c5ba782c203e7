import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  authSecret: z.string().min(32),
  postgresPassword: z.string().min(16),
});

export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Secrets the app needs but nobody configured: made once with a CSPRNG and kept in
 * `${dataDir}/secrets.json` (mode 0600), so sessions and the embedded database survive restarts.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is unreadable or damaged; restore it or remove it to start afresh`, {
        cause: error,
      });
    }
  }
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString('base64url'),
    postgresPassword: randomBytes(24).toString('base64url'),
  };
  try {
    // 'wx': never overwrite a file another process wrote in the meantime...
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // ...and when one did (several processes booting at once), use theirs once it is written.
    for (let attempt = 0; ; attempt++) {
      try {
        return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      } catch (readError) {
        if (attempt >= 20) throw readError;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}
