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
 * What to do is right for every mode: a new file signs everyone out (new session secret), and
 * the embedded database takes the new password at its next start, keeping its data
 * (embedded-postgres.ts resets it). It used to say "remove it", after which the embedded
 * database refused the new password on every start.
 */
export class DamagedSecretsError extends Error {
  constructor(file: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException).code;
    super(
      code
        ? `${file} cannot be read (${code}): check its owner and permissions.`
        : `${file} is damaged (${cause instanceof SyntaxError ? 'not valid JSON' : 'a value is missing or too short'}). ` +
            'Restore it from a backup, or delete it and start again: a new one is made, ' +
            'everyone is signed out, and the embedded database (DATA_DIR/pg) keeps its data and ' +
            'takes the new password.',
      { cause },
    );
    this.name = 'DamagedSecretsError';
  }
}

/**
 * Secrets the app needs but nobody configured: made once with a CSPRNG and kept in
 * `${dataDir}/secrets.json` (mode 0600), so sessions and the embedded database survive restarts.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new DamagedSecretsError(file, error);
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
