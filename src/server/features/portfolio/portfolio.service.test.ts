import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/database.ts';
import { insertUser } from '#tests/users.ts';
import { decimal, positionValue, sum } from '#shared/platform/money.ts';
import { createLedgerService } from './ledger.service.ts';
import { createPortfolioService } from './portfolio.service.ts';

let database: TestDatabase;
let clock = Date.parse('2026-11-20T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const service = () => {
  const deps = {
    db: database.db,
    symbolExists: async (symbol: string) => ['AAPL', 'MSFT', 'NVDA'].includes(symbol),
    publish: async () => undefined,
    now: () => clock,
  };
  return createPortfolioService(deps, createLedgerService(deps));
};

describe('portfolio', () => {
  it('stores exact decimals and gives the position a new UUIDv7 id, added now', async () => {
    const userId = await insertUser(database.db);
    const position = await service().add(userId, {
      symbol: 'AAPL',
      name: 'Apple Inc.',
      shares: 0.1,
      purchasePrice: 212.4,
    });
    expect(position).toEqual({
      id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      symbol: 'AAPL',
      name: 'Apple Inc.',
      shares: '0.1',
      purchasePrice: '212.4',
      addedAt: new Date(clock).toISOString(),
    });
  });

  it('sums without float drift', async () => {
    const userId = await insertUser(database.db);
    for (let i = 0; i < 3; i++) {
      await service().add(userId, { symbol: 'MSFT', shares: 0.1, purchasePrice: 0.1 });
    }
    const held = await service().list(userId);
    expect(sum(held.map((p) => decimal(p.shares))).toString()).toBe('0.3');
    expect(sum(held.map((p) => positionValue(p.shares, p.purchasePrice))).toString()).toBe('0.03');
  });

  it('gives two positions of one symbol added in the same millisecond different ids', async () => {
    const userId = await insertUser(database.db);
    clock += 1000;
    const [a, b] = await Promise.all([
      service().add(userId, { symbol: 'NVDA', shares: 1, purchasePrice: 100 }),
      service().add(userId, { symbol: 'NVDA', shares: 2, purchasePrice: 101 }),
    ]);
    expect(a?.id).not.toBe(b?.id);
  });

  it('refuses more than six decimal places instead of rounding them away', async () => {
    const userId = await insertUser(database.db);
    await expect(
      service().add(userId, { symbol: 'AAPL', shares: 0.0000001, purchasePrice: 10 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await service().list(userId)).toEqual([]);
  });

  it('deleting a position twice: the second time is a 404, never a 500', async () => {
    const userId = await insertUser(database.db);
    const position = await service().add(userId, { symbol: 'AAPL', shares: 1, purchasePrice: 10 });
    await service().remove(userId, position.id);
    await expect(service().remove(userId, position.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("another user's position id is a 404 and their position stays", async () => {
    const alice = await insertUser(database.db);
    const mallory = await insertUser(database.db);
    const position = await service().add(alice, { symbol: 'AAPL', shares: 1, purchasePrice: 10 });
    await expect(service().remove(mallory, position.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await service().list(alice)).toHaveLength(1);
  });

  it("'remove from portfolio' on the stock page removes every position in that symbol", async () => {
    const userId = await insertUser(database.db);
    await service().add(userId, { symbol: 'AAPL', shares: 1, purchasePrice: 10 });
    clock += 1;
    await service().add(userId, { symbol: 'AAPL', shares: 2, purchasePrice: 11 });
    await service().add(userId, { symbol: 'MSFT', shares: 1, purchasePrice: 300 });
    expect(await service().removeSymbol(userId, 'AAPL')).toBe(2);
    expect((await service().list(userId)).map((p) => p.symbol)).toEqual(['MSFT']);
    expect(await service().removeSymbol(userId, 'AAPL')).toBe(0);
  });

  it('loses nothing when 25 positions are added at once', async () => {
    const userId = await insertUser(database.db);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        service().add(userId, { symbol: 'MSFT', shares: i + 1, purchasePrice: 1 }),
      ),
    );
    const held = await service().list(userId);
    expect(held).toHaveLength(25);
    expect(new Set(held.map((p) => p.id)).size).toBe(25);
  });
});
