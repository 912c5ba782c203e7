import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../plugins/contract-route.ts';
import { createAccountData } from './account-data.ts';

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', sessionId: 's1' } as SignedInUser;
const withoutTime = (json: string) => json.replace(/"exportedAt":"[^"]+"/, '"exportedAt":"T"');

describe('the account data over the features’ parts', () => {
  it('keeps a section where its first writer put it when a later feature adds to it', async () => {
    const data = createAccountData();
    data.add('a', {
      exportPart: {
        sections: async () => ({ profile: { name: 'Ada' }, settings: { theme: 'dark' } }),
      },
    });
    data.add('b', { exportPart: { sections: async () => ({ lists: [1] }) } });
    data.add('c', { exportPart: { sections: async () => ({ settings: { method: 'fifo' } }) } });
    expect(withoutTime(await text(await data.exportAccount(user)))).toBe(
      '{"format":"tickerdeck-account-export","version":1,"exportedAt":"T",' +
        '"profile":{"name":"Ada"},"settings":{"theme":"dark","method":"fifo"},"lists":[1]}',
    );
  });

  it('hands the finished document to the one feature that streams its part after it', async () => {
    const data = createAccountData();
    data.add('a', { exportPart: { sections: async () => ({ lists: [] }) } });
    data.add('b', {
      exportPart: {
        stream: (userId, document) => Readable.from([userId, Object.keys(document).join()]),
      },
    });
    expect(await text(await data.exportAccount(user))).toBe('u1format,version,exportedAt,lists');
    const stream = () => Readable.from([]);
    expect(() => data.add('c', { exportPart: { stream } })).toThrow(/only one feature/);
  });

  it('runs the deletion parts in the list’s order, in the caller’s transaction', async () => {
    const data = createAccountData();
    const ran: string[] = [];
    const executor = { query: async () => ({ rows: [], rowCount: 0 }) };
    data.add('a', {
      deletePart: async (tx, userId) => void ran.push(`a:${userId}:${tx === executor}`),
    });
    data.add('b', {});
    data.add('c', { deletePart: async (_tx, userId) => void ran.push(`c:${userId}`) });
    await data.deleteParts(executor as never, 'u1');
    expect(ran).toEqual(['a:u1:true', 'c:u1']);
  });
});
