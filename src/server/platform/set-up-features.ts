import type { FastifyInstance } from 'fastify';
import type { Feature, FeatureServices, PartsOfEveryFeature } from './feature.ts';
import type { Platform } from './platform.ts';

type AnyParts = PartsOfEveryFeature & { provides?: unknown };
/** A feature of any name, as the list holds them. */
export type AnyFeature = Pick<Feature, 'name' | 'afterLiveStream'> & {
  setUp(
    app: FastifyInstance,
    platform: Platform,
    features: FeatureServices,
  ): AnyParts | Promise<AnyParts>;
};

/**
 * Sets up every feature in the list's order: their offers go into the registry the others read,
 * their export and deletion parts to the platform's account data. Routes come after, on demand,
 * so the platform can register its own between the two groups.
 */
export async function setUpFeatures(
  app: FastifyInstance,
  platform: Platform,
  list: readonly AnyFeature[],
) {
  const offered: Record<string, unknown> = {};
  // A clear error for a service read before its feature is set up (or that no feature offers).
  const services = new Proxy(offered, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`No feature offers "${key}" (yet: read it inside a function).`);
      }
      return Reflect.get(target, key);
    },
  }) as unknown as FeatureServices;

  const installed: { feature: AnyFeature; parts: AnyParts }[] = [];
  for (const feature of list) {
    const parts = await feature.setUp(app, platform, services);
    if (parts.provides !== undefined) offered[feature.name] = parts.provides;
    platform.accountData.add(feature.name, parts);
    installed.push({ feature, parts });
  }
  const owners = installed.flatMap(({ parts }) => (parts.ownsSymbol ? [parts.ownsSymbol] : []));

  return {
    services,
    /** Whether any feature holds the symbol for the user, asked one feature at a time. */
    async ownsSymbol(userId: string, symbol: string): Promise<boolean> {
      for (const owns of owners) if (await owns(userId, symbol)) return true;
      return false;
    },
    /** The routes of the features before, or after, the live stream's plugin, in list order. */
    async registerRoutes(afterLiveStream: boolean) {
      for (const { feature, parts } of installed) {
        if ((feature.afterLiveStream ?? false) === afterLiveStream) await parts.routes?.(app);
      }
    },
  };
}
