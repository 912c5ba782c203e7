import type { CompanyProfile } from '#shared/market-data/market-data.ts';
import type { SymbolCatalogue } from '#shared/market-data/symbol-catalogue.ts';
import type { HoldingFacts } from '#shared/portfolio/portfolio-holdings.ts';
import { SECTOR_FUNDS } from '#shared/platform/symbols.ts';
import type { Db } from '../../db/database.ts';
import { ledgerSymbols } from './ledger.repo.ts';

// Each held symbol's sector, industry, country and asset class, for the allocation by each:
// industry and country from the provider's company profile; the asset class from its listing
// (a fund or a stock); the sector from the sector funds' reported holdings (symbols.ts), the only
// sector facts we have, the profile naming none. What no source says stays null: 'Unknown'.

export interface HoldingFactsDeps {
  db: Db;
  /** The provider's profile, read with the user's upstream access; null or a throw: unknown. */
  profile(symbol: string, userId: string): Promise<CompanyProfile | null>;
  /** The provider's catalogue as sent to browsers (JSON), with its ETag. */
  catalogue(): Promise<{ json: string; etag: string }>;
}

/** Profiles asked at once: most come from the cache, a first look goes upstream. */
const CONCURRENT_SYMBOLS = 4;

const SECTOR_OF = new Map<string, string>(
  SECTOR_FUNDS.flatMap((fund) => [
    [fund.symbol, fund.name] as const,
    ...fund.holdings.map((symbol) => [symbol, fund.name] as const),
  ]),
);

/** symbol → 1 for a fund, 0 for a stock, from the catalogue; parsed once per ETag. */
function kindsReader(deps: HoldingFactsDeps) {
  let cached: { etag: string; kinds: Map<string, number> } | null = null;
  return async () => {
    const catalogue = await deps.catalogue();
    if (cached?.etag !== catalogue.etag) {
      const parsed = JSON.parse(catalogue.json) as SymbolCatalogue;
      cached = { etag: catalogue.etag, kinds: new Map(parsed.rows.map((r) => [r[0], r[3]])) };
    }
    return cached.kinds;
  };
}

export function createHoldingFactsService(deps: HoldingFactsDeps) {
  const kinds = kindsReader(deps);
  const profileOf = (symbol: string, userId: string) =>
    deps.profile(symbol, userId).catch(() => null);
  return {
    async facts(userId: string): Promise<HoldingFacts> {
      const symbols = await ledgerSymbols(deps.db, userId);
      const listed = await kinds().catch(() => new Map<string, number>());
      const facts: HoldingFacts['facts'] = [];
      for (let i = 0; i < symbols.length; i += CONCURRENT_SYMBOLS) {
        const batch = symbols.slice(i, i + CONCURRENT_SYMBOLS);
        const profiles = await Promise.all(batch.map((symbol) => profileOf(symbol, userId)));
        batch.forEach((symbol, k) => {
          const profile = profiles[k] ?? null;
          const kind = listed.get(symbol);
          facts.push({
            symbol,
            name: profile?.name || null,
            sector: SECTOR_OF.get(symbol) ?? null,
            industry: profile?.industry || null,
            country: profile?.country || null,
            assetClass: kind === undefined ? null : kind === 1 ? 'Funds' : 'Stocks',
          });
        });
      }
      return { facts };
    },
  };
}

export type HoldingFactsService = ReturnType<typeof createHoldingFactsService>;
