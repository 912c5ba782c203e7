import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { insertUser } from '#tests/users.ts';
import { WATCHLIST_MAX_SYMBOLS } from '#shared/watchlist/watchlist.ts';
import { watchlistItems, watchlists } from '../../db/schema/user-data.ts';
import type { UserDataEvent } from '../../live/user-data-deps.ts';
import { createWatchlistService } from './watchlist.service.ts';

let database: TestDatabase;
let events: Array<{ userId: string; event: UserDataEvent }>;
const KNOWN = new Set(['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA', 'META', 'TSLA', 'AMD']);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => {
  events = [];
});

const service = () =>
  createWatchlistService({
    db: database.db,
    symbolExists: async (symbol) => KNOWN.has(symbol) || /^S\d+$/.test(symbol),
    publish: async (_tx, userId, event) => {
      events.push({ userId, event });
    },
  });

describe('watchlist', () => {
  it('adds symbols once each and keeps them in the order they were added', async () => {
    const userId = await insertUser(database.db);
    const watchlist = service();
    await watchlist.add(userId, 'MSFT');
    await watchlist.add(userId, 'AAPL');
    expect(await watchlist.add(userId, 'MSFT')).toEqual(['MSFT', 'AAPL']);
    expect(events).toHaveLength(2); // the repeated add changed nothing and announced nothing
  });

  it('removes idempotently', async () => {
    const userId = await insertUser(database.db);
    const watchlist = service();
    await watchlist.add(userId, 'NVDA');
    expect(await watchlist.remove(userId, 'NVDA')).toEqual([]);
    expect(await watchlist.remove(userId, 'NVDA')).toEqual([]);
    expect(events.map((e) => e.event.type)).toEqual(['watchlist-changed', 'watchlist-changed']);
  });

  it('refuses unknown symbols with a 400 and stores nothing', async () => {
    const userId = await insertUser(database.db);
    await expect(service().add(userId, 'ZZZZ')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unknown symbol: ZZZZ',
    });
    expect(await service().list(userId)).toEqual([]);
  });

  it(`holds at most ${WATCHLIST_MAX_SYMBOLS} symbols, yet re-adding a watched one still succeeds`, async () => {
    const userId = await insertUser(database.db);
    const [list] = await database.db
      .insert(watchlists)
      .values({ userId, name: 'Your Watchlist', position: 0 })
      .returning();
    if (!list) throw new Error('No list inserted');
    await database.db.insert(watchlistItems).values(
      Array.from({ length: WATCHLIST_MAX_SYMBOLS }, (_, i) => ({
        listId: list.id,
        userId,
        symbol: `S${i}`,
      })),
    );
    await expect(service().add(userId, 'AAPL')).rejects.toMatchObject({ statusCode: 409 });
    expect(await service().add(userId, 'S7')).toHaveLength(WATCHLIST_MAX_SYMBOLS);
  });

  it('keeps users apart', async () => {
    const alice = await insertUser(database.db);
    const bob = await insertUser(database.db);
    await service().add(alice, 'TSLA');
    expect(await service().remove(bob, 'TSLA')).toEqual([]);
    expect(await service().list(alice)).toEqual(['TSLA']);
  });

  it('ends 50 concurrent adds and removes in the state a serial order gives', async () => {
    const userId = await insertUser(database.db);
    const watchlist = service();
    const initial = Array.from({ length: 20 }, (_, i) => `S${i}`);
    for (const symbol of initial) await watchlist.add(userId, symbol);
    const removes = initial.slice(0, 15);
    const adds = Array.from({ length: 30 }, (_, i) => `S${100 + (i % 25)}`); // 5 duplicated adds
    await Promise.all([
      ...removes.map((symbol) => watchlist.remove(userId, symbol)),
      ...adds.map((symbol) => watchlist.add(userId, symbol)),
    ]);
    const expected = new Set([...initial.slice(15), ...adds]);
    const final = await watchlist.list(userId);
    expect(final).toHaveLength(expected.size);
    expect(new Set(final)).toEqual(expected);
  });
});
