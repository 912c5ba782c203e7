import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../live/user-events.repo.ts';
import type { SignedInUser } from '../plugins/contract-route.ts';
import type { Platform } from './platform.ts';

/**
 * What features offer each other, by feature name. A feature that offers something adds its
 * entry beside its own code (`declare module '…/platform/feature.ts'`), so a feature that needs
 * it is typed without importing the other feature (docs/decisions/088).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureServices {}

/** This feature's part of GET /api/me/export.json (docs/decisions/030). */
export interface ExportPart {
  /** Top-level sections, in the order they appear; a section two features write is merged. */
  sections?(user: SignedInUser): Promise<Record<string, unknown>>;
  /** Writes the document with a part too big to hold in memory after it (one feature only). */
  stream?(userId: string, document: object): Readable;
}

/** What a feature's setUp hands back to the platform. */
export type FeatureParts<Offer> = PartsOfEveryFeature &
  (undefined extends Offer ? { provides?: undefined } : { provides: Offer });

export interface PartsOfEveryFeature {
  /** Its routes; called in the list's order, so the list is the route order. */
  routes?(app: FastifyInstance): Promise<void>;
  exportPart?: ExportPart;
  /**
   * Runs in the account deletion's transaction before the user row goes: for rows that name the
   * user without a foreign key (rows with one go by ON DELETE CASCADE).
   */
  deletePart?(executor: SqlExecutor, userId: string): Promise<void>;
  /** Whether the symbol is the user's here (watchlist, holdings): served first by market data. */
  ownsSymbol?(userId: string, symbol: string): Promise<boolean>;
}

/** What a feature named `Name` offers (its FeatureServices entry), if anything. */
type OfferOf<Name extends string> = Name extends keyof FeatureServices
  ? FeatureServices[Name]
  : undefined;

export interface Feature<Name extends string = string> {
  name: Name;
  /**
   * Registered after the platform's websocket plugin, as the live routes must be (that plugin
   * wraps every GET route registered after it).
   */
  afterLiveStream?: boolean;
  /**
   * Builds the feature's services. Every feature is set up before any route is registered, in
   * the list's order: read other features' services inside functions, at call time.
   */
  setUp(
    app: FastifyInstance,
    platform: Platform,
    features: FeatureServices,
  ): FeatureParts<OfferOf<Name>> | Promise<FeatureParts<OfferOf<Name>>>;
}

/** One feature's module: `export const watchlistFeature = defineFeature({ name, setUp })`. */
export const defineFeature = <Name extends string>(feature: Feature<Name>): Feature<Name> =>
  feature;
