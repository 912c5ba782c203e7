import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';

/** A verified user row, for tests of user data below the HTTP layer. */
export async function insertUser(db: Db, name = 'Test User'): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${id}@example.test`, emailVerified: true });
  return id;
}
