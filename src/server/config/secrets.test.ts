import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets.ts';

describe('loadOrCreateSecrets', () => {
  it('gives every process booting at once the same secrets', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tickerdeck-secrets-'));
    const all = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSecrets(dir)));
    expect(new Set(all.map((s) => s.authSecret)).size).toBe(1);
    expect(all[0]?.authSecret).toHaveLength(43);
    expect(await loadOrCreateSecrets(dir)).toEqual(all[0]);
  });
});
