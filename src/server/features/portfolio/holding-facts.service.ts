import type { CompanyProfile } from '#shared/market-data/market-data.ts';
import type { KnownSymbol } from '#shared/market-data/symbol-catalogue.ts';
import type { HoldingFacts } from '#shared/portfolio/portfolio-holdings.ts';
import { SECTOR_OF_LISTED } from '#shared/platform/symbols.ts';
import type { Db } from '../../db/database.ts';
import { sectorOfIndustry } from '../../market-data/industry-sectors.ts';
import { ledgerSymbols } from './ledger.repo.ts';

// Each held symbol's sector, industry, country and asset class, for the allocation by each
// (docs/decisions/096). Industry and country come from the provider's company profile; kind,
// asset class and sector from its list of listings where it says; else the sector from the
// sector funds' reported holdings (symbols.ts) or from the profile's industry where that industry
// is all in one sector, and a company's asset class from its profile (a company is Stocks). What
// no source says stays null: 'Unknown'.

export interface HoldingFactsDeps {
  db: Db;
  /** The provider's profile, read with the user's upstream access; null or a throw: unknown. */
  profile(symbol: string, userId: string): Promise<CompanyProfile | null>;
  /** The provider's list of listings, by symbol. */
  listings(): Promise<ReadonlyMap<string, KnownSymbol>>;
}

/** Profiles asked at once: most come from the cache, a first look goes upstream. */
const CONCURRENT_SYMBOLS = 4;

type Fact = HoldingFacts['facts'][number];

function factOf(symbol: string, listing: KnownSymbol | undefined, profile: CompanyProfile | null) {
  // Without the list, a profile naming an industry is a company's (a fund's names none).
  const fund = listing ? listing.kind === 'fund' : profile?.industry ? false : null;
  const companyClass = profile?.industry === 'Real Estate' ? 'Real estate' : 'Stocks';
  return {
    symbol,
    name: profile?.name || listing?.name || null,
    kind: fund === null ? null : fund ? 'fund' : 'stock',
    sector: listing?.sector ?? SECTOR_OF_LISTED.get(symbol) ?? sectorOfIndustry(profile?.industry),
    industry: profile?.industry || null,
    country: profile?.country || null,
    assetClass: listing?.assetClass ?? (fund === false ? companyClass : null),
  } satisfies Fact;
}

export function createHoldingFactsService(deps: HoldingFactsDeps) {
  const profileOf = (symbol: string, userId: string) =>
    deps.profile(symbol, userId).catch(() => null);
  return {
    async facts(userId: string): Promise<HoldingFacts> {
      const symbols = await ledgerSymbols(deps.db, userId);
      const listings = await deps.listings().catch(() => new Map<string, KnownSymbol>());
      const facts: Fact[] = [];
      for (let i = 0; i < symbols.length; i += CONCURRENT_SYMBOLS) {
        const batch = symbols.slice(i, i + CONCURRENT_SYMBOLS);
        const profiles = await Promise.all(batch.map((symbol) => profileOf(symbol, userId)));
        batch.forEach((symbol, k) => {
          facts.push(factOf(symbol, listings.get(symbol), profiles[k] ?? null));
        });
      }
      return { facts };
    },
  };
}

export type HoldingFactsService = ReturnType<typeof createHoldingFactsService>;
