import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { insertUser } from '#tests/users.ts';
import { WATCHLIST_MAX_LISTS, WATCHLIST_MAX_SYMBOLS } from '#shared/watchlist/watchlist.ts';
import { watchlistItems } from '../../db/schema/user-data.ts';
import type { UserDataEvent } from '../../live/user-data-deps.ts';
import { createWatchlistService } from './watchlist.service.ts';
import { createWatchlistsService } from './watchlists.service.ts';

let database: TestDatabase;
let events: UserDataEvent[];
const KNOWN = new Set(['AAPL', 'MSFT', 'NVDA', 'TSLA']);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => {
  events = [];
});

const deps = () => ({
  db: database.db,
  symbolExists: async (symbol: string) => KNOWN.has(symbol) || /^S\d+$/.test(symbol),
  publish: async (_tx: unknown, _userId: string, event: UserDataEvent) => {
    events.push(event);
  },
});
/** The id of the list at `index`; a missing list fails the test. */
const idAt = (lists: Array<{ id: string }>, index: number): string => {
  const list = lists[index];
  if (!list) throw new Error(`No list at ${index}`);
  return list.id;
};

const service = () => createWatchlistsService(deps());
const single = () => createWatchlistService(deps());

/** A user with a second list 'Tech'; returns the ids of both lists. */
async function userWithTwoLists() {
  const userId = await insertUser(database.db);
  const { lists } = await service().create(userId, 'Tech');
  events = [];
  return { userId, first: idAt(lists, 0), tech: idAt(lists, 1) };
}

describe('several watchlists', () => {
  it("gives a new user an empty first list named 'Your Watchlist' without announcing it", async () => {
    const userId = await insertUser(database.db);
    const { lists } = await service().lists(userId);
    expect(lists).toEqual([{ id: expect.any(String), name: 'Your Watchlist', items: [] }]);
    expect(idAt((await service().lists(userId)).lists, 0)).toBe(idAt(lists, 0));
    expect(events).toEqual([]);
  });

  it('creates lists last, and refuses a name in use whatever its case', async () => {
    const { userId } = await userWithTwoLists();
    const { lists } = await service().create(userId, 'Dividends');
    expect(lists.map((list) => list.name)).toEqual(['Your Watchlist', 'Tech', 'Dividends']);
    await expect(service().create(userId, 'TECH')).rejects.toMatchObject({
      statusCode: 409,
      code: 'name-taken',
    });
    expect(events).toEqual([{ type: 'watchlist-changed' }]);
  });

  it(`holds at most ${WATCHLIST_MAX_LISTS} lists`, async () => {
    const userId = await insertUser(database.db);
    for (let i = 1; i < WATCHLIST_MAX_LISTS; i++) await service().create(userId, `List ${i}`);
    await expect(service().create(userId, 'One more')).rejects.toMatchObject({
      statusCode: 409,
      code: 'limit-reached',
    });
    expect((await service().lists(userId)).lists).toHaveLength(WATCHLIST_MAX_LISTS);
  });

  it('renames a list, but not onto another list’s name', async () => {
    const { userId, first, tech } = await userWithTwoLists();
    const { lists } = await service().rename(userId, tech, 'Chips');
    expect(lists[1]).toMatchObject({ id: tech, name: 'Chips' });
    await expect(service().rename(userId, first, 'chips')).rejects.toMatchObject({
      statusCode: 409,
    });
    // Its own name in another case is a rename, not a clash.
    expect((await service().rename(userId, tech, 'CHIPS')).lists[1]?.name).toBe('CHIPS');
  });

  it('reorders lists, keeping the first list first and naming every list once', async () => {
    const { userId, first, tech } = await userWithTwoLists();
    const { lists } = await service().create(userId, 'Energy');
    const energy = idAt(lists, 2);
    const reordered = await service().reorder(userId, [first, energy, tech]);
    expect(reordered.lists.map((list) => list.name)).toEqual(['Your Watchlist', 'Energy', 'Tech']);
    for (const order of [
      [energy, first, tech],
      [first, tech],
      [first, tech, tech],
    ]) {
      await expect(service().reorder(userId, order)).rejects.toMatchObject({ statusCode: 400 });
    }
    expect((await service().lists(userId)).lists.map((list) => list.id)).toEqual([
      first,
      energy,
      tech,
    ]);
  });

  it('deletes a list with its symbols, but never the first list', async () => {
    const { userId, first, tech } = await userWithTwoLists();
    await service().addSymbol(userId, tech, 'NVDA');
    expect((await service().remove(userId, tech)).lists.map((list) => list.id)).toEqual([first]);
    const rows = await database.db.select().from(watchlistItems);
    expect(rows.filter((row) => row.listId === tech)).toEqual([]);
    await expect(service().remove(userId, first)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('first watchlist cannot be deleted'),
    });
  });

  it('adds to and removes from a given list; the single-list routes act on the first list', async () => {
    const { userId, tech } = await userWithTwoLists();
    await service().addSymbol(userId, tech, 'NVDA');
    await single().add(userId, 'AAPL');
    const { lists } = await service().removeSymbol(userId, tech, 'MSFT'); // not there: no change
    expect(lists.map((list) => list.items.map((item) => item.symbol))).toEqual([
      ['AAPL'],
      ['NVDA'],
    ]);
    expect(await single().list(userId)).toEqual(['AAPL']);
    await expect(service().addSymbol(userId, tech, 'ZZZZ')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unknown symbol: ZZZZ',
    });
    expect(events).toHaveLength(2);
  });

  it(`holds at most ${WATCHLIST_MAX_SYMBOLS} symbols per list`, async () => {
    const { userId, first, tech } = await userWithTwoLists();
    await database.db.insert(watchlistItems).values(
      Array.from({ length: WATCHLIST_MAX_SYMBOLS }, (_, i) => ({
        listId: tech,
        userId,
        symbol: `S${i}`,
      })),
    );
    await expect(service().addSymbol(userId, tech, 'AAPL')).rejects.toMatchObject({
      statusCode: 409,
    });
    await service().addSymbol(userId, first, 'AAPL');
    await expect(service().copy(userId, first, 'AAPL', tech)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await service().addSymbol(userId, tech, 'S3')).lists[1]?.items).toHaveLength(
      WATCHLIST_MAX_SYMBOLS,
    );
  });

  it('moves and copies a symbol with its note; a symbol already there keeps its own', async () => {
    const { userId, first, tech } = await userWithTwoLists();
    await service().addSymbol(userId, first, 'AAPL');
    await service().addSymbol(userId, first, 'MSFT');
    await service().setNote(userId, first, 'AAPL', 'buy under 180');
    const copied = await service().copy(userId, first, 'AAPL', tech);
    expect(copied.lists[1]?.items).toEqual([{ symbol: 'AAPL', note: 'buy under 180' }]);
    expect(copied.lists[0]?.items).toHaveLength(2);
    await service().setNote(userId, tech, 'AAPL', 'long term');
    const moved = await service().move(userId, first, 'AAPL', tech);
    expect(moved.lists[0]?.items).toEqual([{ symbol: 'MSFT', note: null }]);
    expect(moved.lists[1]?.items).toEqual([{ symbol: 'AAPL', note: 'long term' }]);
    await expect(service().move(userId, first, 'AAPL', tech)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service().move(userId, first, 'MSFT', first)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('sets and clears a note, announcing only a change', async () => {
    const { userId, first } = await userWithTwoLists();
    await service().addSymbol(userId, first, 'TSLA');
    await service().setNote(userId, first, 'TSLA', 'earnings 12/3');
    await service().setNote(userId, first, 'TSLA', 'earnings 12/3');
    const { lists } = await service().setNote(userId, first, 'TSLA', null);
    expect(lists[0]?.items).toEqual([{ symbol: 'TSLA', note: null }]);
    expect(events).toHaveLength(3); // add, set, clear: the repeated note changed nothing
    await expect(service().setNote(userId, first, 'AAPL', 'x')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("answers 404 for another user's list, whatever the operation, and changes nothing", async () => {
    const alice = await userWithTwoLists();
    await service().addSymbol(alice.userId, alice.tech, 'NVDA');
    const bob = await userWithTwoLists();
    const attempts = [
      () => service().rename(bob.userId, alice.tech, 'Mine'),
      () => service().remove(bob.userId, alice.tech),
      () => service().addSymbol(bob.userId, alice.tech, 'AAPL'),
      () => service().removeSymbol(bob.userId, alice.tech, 'NVDA'),
      () => service().setNote(bob.userId, alice.tech, 'NVDA', 'x'),
      () => service().move(bob.userId, alice.tech, 'NVDA', bob.tech),
      () => service().copy(bob.userId, bob.first, 'NVDA', alice.tech),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({ statusCode: 404 });
    expect((await service().lists(alice.userId)).lists[1]).toEqual({
      id: alice.tech,
      name: 'Tech',
      items: [{ symbol: 'NVDA', note: null }],
    });
  });
});
