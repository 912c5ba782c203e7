import { describe, expect, it } from 'vitest';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';
import { fillPath } from '#shared/platform/contract.ts';
import {
  watchlistContract,
  watchlistsContract as c,
} from '#shared/watchlist/watchlist.contract.ts';
import { WATCHLIST_NAME_MAX, WATCHLIST_NOTE_MAX } from '#shared/watchlist/watchlist.ts';

const setup = appPerTestFile();

const item = (listId: string, symbol: string) =>
  fillPath(c.removeFromList.path, { listId, symbol });
const list = (listId: string) => fillPath(c.deleteWatchlist.path, { listId });

describe('several watchlists over HTTP', () => {
  it('needs a signed-in session', async () => {
    const visitor = new Browser(setup.app);
    expect((await visitor.get(c.watchlists.path)).statusCode).toBe(401);
    expect((await visitor.post(c.createWatchlist.path, { name: 'Tech' })).statusCode).toBe(401);
  });

  it('creates, fills, moves, renames, reorders and deletes lists; the old routes see the first', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const created = await browser.post(c.createWatchlist.path, { name: '  Tech  ' });
    expect(created.statusCode).toBe(201);
    const [first, tech] = created.json().lists;
    expect(tech.name).toBe('Tech');
    await browser.put(item(first.id, 'msft'));
    await browser.put(fillPath(watchlistContract.addToWatchlist.path, { symbol: 'AAPL' }));
    const noted = await browser.patch(item(first.id, 'MSFT'), { note: 'watch the cloud' });
    expect(noted.json().lists[0].items).toEqual([
      { symbol: 'MSFT', note: 'watch the cloud' },
      { symbol: 'AAPL', note: null },
    ]);
    const moved = await browser.post(
      fillPath(c.moveSymbol.path, { listId: first.id, symbol: 'MSFT' }),
      {
        toListId: tech.id,
      },
    );
    expect(moved.json().lists[1].items).toEqual([{ symbol: 'MSFT', note: 'watch the cloud' }]);
    expect((await browser.get(watchlistContract.watchlist.path)).json()).toEqual({
      watchlist: ['AAPL'],
    });
    await browser.patch(list(tech.id), { name: 'Chips' });
    const third = (await browser.post(c.createWatchlist.path, { name: 'Energy' })).json().lists[2];
    const reordered = await browser.request('PUT', c.reorderWatchlists.path, {
      ids: [first.id, third.id, tech.id],
    });
    expect(reordered.json().lists.map((l: { name: string }) => l.name)).toEqual([
      'Your Watchlist',
      'Energy',
      'Chips',
    ]);
    const deleted = await browser.delete(list(tech.id));
    expect(deleted.json().lists.map((l: { id: string }) => l.id)).toEqual([first.id, third.id]);
    const refused = await browser.delete(list(first.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/cannot be deleted/);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const [first] = (await browser.get(c.watchlists.path)).json().lists;
    await browser.put(item(first.id, 'AAPL'));
    const before = (await browser.get(c.watchlists.path)).json();
    const attempts: Array<[string, () => ReturnType<Browser['get']>]> = [
      ['empty name', () => browser.post(c.createWatchlist.path, { name: '   ' })],
      [
        'long name',
        () => browser.post(c.createWatchlist.path, { name: 'x'.repeat(WATCHLIST_NAME_MAX + 1) }),
      ],
      ['control in name', () => browser.post(c.createWatchlist.path, { name: 'a\u202eb' })],
      ['no name', () => browser.post(c.createWatchlist.path, {})],
      ['bad list id', () => browser.put(item('not-a-uuid', 'AAPL'))],
      ['bad symbol', () => browser.put(item(first.id, '..%2Fx'))],
      ['unknown symbol', () => browser.put(item(first.id, 'ZZZZ'))],
      [
        'long note',
        () => browser.patch(item(first.id, 'AAPL'), { note: 'n'.repeat(WATCHLIST_NOTE_MAX + 1) }),
      ],
      ['note not text', () => browser.patch(item(first.id, 'AAPL'), { note: 5 })],
      [
        'move nowhere',
        () => browser.post(fillPath(c.moveSymbol.path, { listId: first.id, symbol: 'AAPL' }), {}),
      ],
      ['empty order', () => browser.request('PUT', c.reorderWatchlists.path, { ids: [] })],
    ];
    for (const [label, attempt] of attempts) {
      expect((await attempt()).statusCode, label).toBe(400);
    }
    expect((await browser.get(c.watchlists.path)).json()).toEqual(before);
  });

  it('refuses unknown fields on every write, naming the field, as the other routes do', async () => {
    const { browser } = await signedInUser(setup.app, setup.database);
    const [first] = (await browser.get(c.watchlists.path)).json().lists;
    await browser.put(item(first.id, 'AAPL'));
    const before = (await browser.get(c.watchlists.path)).json();
    const symbolPath = (path: string) => fillPath(path, { listId: first.id, symbol: 'AAPL' });
    const attempts: Array<[string, () => ReturnType<Browser['get']>]> = [
      ['create', () => browser.post(c.createWatchlist.path, { name: 'Tech', position: 0 })],
      ['rename', () => browser.patch(list(first.id), { name: 'Mine', position: 0 })],
      ['note', () => browser.patch(item(first.id, 'AAPL'), { note: 'x', position: 0 })],
      [
        'move',
        () => browser.post(symbolPath(c.moveSymbol.path), { toListId: first.id, position: 0 }),
      ],
      [
        'copy',
        () => browser.post(symbolPath(c.copySymbol.path), { toListId: first.id, position: 0 }),
      ],
      [
        'reorder',
        () => browser.request('PUT', c.reorderWatchlists.path, { ids: [first.id], position: 0 }),
      ],
    ];
    for (const [label, attempt] of attempts) {
      const answer = await attempt();
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json().error.message, label).toMatch(/position/);
    }
    expect((await browser.get(c.watchlists.path)).json()).toEqual(before);
  });

  it("answers 404 for a stranger's list and leaves it alone", async () => {
    const alice = await signedInUser(setup.app, setup.database);
    const bob = await signedInUser(setup.app, setup.database);
    const tech = (await alice.browser.post(c.createWatchlist.path, { name: 'Tech' })).json()
      .lists[1];
    await alice.browser.put(item(tech.id, 'NVDA'));
    expect((await bob.browser.delete(list(tech.id))).statusCode).toBe(404);
    expect((await bob.browser.put(item(tech.id, 'AAPL'))).statusCode).toBe(404);
    expect((await bob.browser.patch(list(tech.id), { name: 'Mine' })).statusCode).toBe(404);
    expect((await alice.browser.get(c.watchlists.path)).json().lists[1]).toEqual({
      id: tech.id,
      name: 'Tech',
      items: [{ symbol: 'NVDA', note: null }],
    });
  });
});
