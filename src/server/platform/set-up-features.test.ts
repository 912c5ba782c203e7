import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccountData } from './account-data.ts';
import type { Platform } from './platform.ts';
import { setUpFeatures, type AnyFeature } from './set-up-features.ts';

const fakeApp = {} as FastifyInstance;
const platformWith = () => ({ accountData: createAccountData() }) as unknown as Platform;
const offers = (features: unknown) => features as { late: { hello(): string }; nobody: unknown };

describe('setting up the features', () => {
  it('lets a feature read a later feature’s offer at call time, and says which is missing', async () => {
    const early: AnyFeature = {
      name: 'early',
      setUp: (_app, _platform, features) => ({
        provides: { greet: () => offers(features).late.hello() },
      }),
    };
    const late: AnyFeature = { name: 'late', setUp: () => ({ provides: { hello: () => 'hi' } }) };
    const eager: AnyFeature = {
      name: 'eager',
      setUp: (_app, _platform, features) => ({ provides: offers(features).nobody }),
    };
    const installed = await setUpFeatures(fakeApp, platformWith(), [early, late]);
    const { greet } = (installed.services as unknown as { early: { greet(): string } }).early;
    expect(greet()).toBe('hi');
    await expect(setUpFeatures(fakeApp, platformWith(), [eager])).rejects.toThrow(
      'No feature offers "nobody"',
    );
  });

  it('registers routes in the list’s order, the live stream’s group apart', async () => {
    const registered: string[] = [];
    const feature = (name: string, afterLiveStream = false): AnyFeature => ({
      name,
      afterLiveStream,
      setUp: () => ({ routes: async () => void registered.push(name) }),
    });
    const installed = await setUpFeatures(fakeApp, platformWith(), [
      feature('a'),
      feature('live', true),
      feature('b'),
    ]);
    await installed.registerRoutes(false);
    registered.push('|');
    await installed.registerRoutes(true);
    expect(registered).toEqual(['a', 'b', '|', 'live']);
  });

  it('asks the features that hold symbols one at a time, and stops at the first yes', async () => {
    const asked: string[] = [];
    const holder = (name: string, holds: boolean): AnyFeature => ({
      name,
      setUp: () => ({ ownsSymbol: async () => (asked.push(name), holds) }),
    });
    const installed = await setUpFeatures(fakeApp, platformWith(), [
      holder('watchlist', false),
      holder('portfolio', true),
      holder('later', true),
    ]);
    expect(await installed.ownsSymbol('u1', 'AAPL')).toBe(true);
    expect(asked).toEqual(['watchlist', 'portfolio']);
  });
});
