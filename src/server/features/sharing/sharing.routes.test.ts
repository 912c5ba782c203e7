import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { fillPath } from '#shared/platform/contract.ts';
import { sharingContract as c } from '#shared/sharing/sharing.contract.ts';
import { watchlistsContract } from '#shared/watchlist/watchlist.contract.ts';
import { Browser, signedInUser } from '#tests/accounts.ts';
import { appPerTestFile } from '#tests/app.ts';

const setup = appPerTestFile();

const share = (listId: string) => fillPath(c.shareWatchlist.path, { listId });
const shared = (token: string) => fillPath(c.sharedWatchlist.path, { token });

/** A signed-in user with a list 'Tech' holding MSFT (noted) and AAPL. */
async function ownerWithList() {
  const owner = await signedInUser(setup.app, setup.database, { name: 'Grace Hopper' });
  const created = await owner.browser.post(watchlistsContract.createWatchlist.path, {
    name: 'Tech',
  });
  const list = created.json<{ lists: { id: string }[] }>().lists[1];
  if (!list) throw new Error('no list was made');
  for (const symbol of ['MSFT', 'AAPL']) {
    const added = await owner.browser.put(
      fillPath(watchlistsContract.addToList.path, { listId: list.id, symbol }),
    );
    expect(added.statusCode, added.body).toBe(200);
  }
  await owner.browser.patch(
    fillPath(watchlistsContract.setNote.path, { listId: list.id, symbol: 'MSFT' }),
    { note: 'private thoughts' },
  );
  return { ...owner, listId: list.id };
}

describe('watchlist share links over HTTP', () => {
  it('lets the owner share a list that any visitor then reads, without owner or notes', async () => {
    const { browser, listId, email } = await ownerWithList();
    const made = await browser.post(share(listId));
    expect(made.statusCode, made.body).toBe(201);
    const { token, path } = made.json<{ token: string; path: string }>();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(path).toBe(`/shared/${token}`);

    const visitor = new Browser(setup.app);
    const read = await visitor.get(shared(token));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toEqual({ name: 'Tech', symbols: ['MSFT', 'AAPL'] });
    expect(read.body).not.toContain('private thoughts');
    expect(read.body).not.toContain(email);
    expect(read.body).not.toContain('Grace');
  });

  it('stores only the SHA-256 of the token', async () => {
    const { browser, listId } = await ownerWithList();
    const { token } = (await browser.post(share(listId))).json<{ token: string }>();
    const { rows } = await setup.database.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM watchlist_shares WHERE list_id = $1',
      [listId],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const everything = JSON.stringify(
      (await setup.database.pool.query('SELECT * FROM watchlist_shares')).rows,
    );
    expect(everything).not.toContain(token);
  });

  it('answers 404 to another user sharing or unsharing a list that is not theirs, and changes nothing', async () => {
    const { listId } = await ownerWithList();
    const stranger = await signedInUser(setup.app, setup.database);
    const refused = await stranger.browser.post(share(listId));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toMatchObject({
      code: 'not-found',
      message: 'No such watchlist.',
    });
    expect((await stranger.browser.delete(share(listId))).statusCode).toBe(404);
    const { rows } = await setup.database.pool.query(
      'SELECT 1 FROM watchlist_shares WHERE list_id = $1',
      [listId],
    );
    expect(rows).toEqual([]);
  });

  it('needs a session to share or stop sharing', async () => {
    const { listId } = await ownerWithList();
    const visitor = new Browser(setup.app);
    expect((await visitor.post(share(listId))).statusCode).toBe(401);
    expect((await visitor.delete(share(listId))).statusCode).toBe(401);
  });

  it('ends a link that was turned off, replaced, or whose list was deleted: 404 with a clear message', async () => {
    const { browser, listId } = await ownerWithList();
    const first = (await browser.post(share(listId))).json<{ token: string }>().token;
    const second = (await browser.post(share(listId))).json<{ token: string }>().token;
    const replaced = await new Browser(setup.app).get(shared(first));
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().error.message).toBe(
      'This link is no longer valid: its owner may have turned it off.',
    );
    expect((await new Browser(setup.app).get(shared(second))).statusCode).toBe(200);

    expect((await browser.delete(share(listId))).statusCode).toBe(204);
    expect((await new Browser(setup.app).get(shared(second))).statusCode).toBe(404);
    expect((await browser.delete(share(listId))).statusCode).toBe(204);

    const third = (await browser.post(share(listId))).json<{ token: string }>().token;
    await browser.delete(fillPath(watchlistsContract.deleteWatchlist.path, { listId }));
    expect((await new Browser(setup.app).get(shared(third))).statusCode).toBe(404);
  });

  it('answers 404 to a made-up token and 400 to one that is not a token at all', async () => {
    const visitor = new Browser(setup.app);
    expect((await visitor.get(shared('A'.repeat(43)))).statusCode).toBe(404);
    expect((await visitor.get(shared('short'))).statusCode).toBe(400);
  });

  it('goes with the account', async () => {
    const { browser, listId } = await ownerWithList();
    await browser.post(share(listId));
    expect((await browser.delete(accountContract.deleteAccount.path)).statusCode).toBe(204);
    const { rows } = await setup.database.pool.query(
      'SELECT 1 FROM watchlist_shares WHERE list_id = $1',
      [listId],
    );
    expect(rows).toEqual([]);
  });
});
