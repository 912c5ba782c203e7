import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';
import type { AssetClass, Sector } from './classification.ts';

// The catalogue of known symbols the browser searches as the user types (docs/decisions/034):
// one compact row per listing, arrays rather than objects, because a US list has ~30k rows.

/** 'stock': common stock, ADR or REIT; 'fund': an exchange-traded product (ETF, ETN). */
export type ListingKind = 'stock' | 'fund';

/** A listing as a provider knows it (the provider's `symbols()` answer). */
export interface KnownSymbol {
  symbol: string;
  name: string;
  kind: ListingKind;
  /** Where the provider's list says (docs/decisions/096); absent: it does not say. */
  assetClass?: AssetClass;
  sector?: Sector;
}

/**
 * One row: [symbol, name, popularity rank (1 = most followed) or null, 1 for a fund else 0].
 * Ranks come from POPULAR_SYMBOLS (popular-symbols.ts), attached by the server.
 */
export const catalogueRowSchema = lazySchema(() =>
  z.tuple([
    z.string().check(z.minLength(1)),
    z.string(),
    z.nullable(z.number().check(z.int(), z.positive())),
    z.union([z.literal(0), z.literal(1)]),
  ]),
);
export type CatalogueRow = z.infer<typeof catalogueRowSchema>;

export const symbolCatalogueSchema = lazySchema(() =>
  z.object({
    /** When the provider gave the list (ISO 8601). */
    asOf: z.string(),
    rows: z.array(catalogueRowSchema),
  }),
);
export type SymbolCatalogue = z.infer<typeof symbolCatalogueSchema>;
