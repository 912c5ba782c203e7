import { z } from 'zod';
import type { AssetClass } from '#shared/market-data/classification.ts';
import type { KnownSymbol, ListingKind } from '#shared/market-data/symbol-catalogue.ts';
import { symbolSchema } from '#shared/platform/symbols.ts';
import { parseOr } from './parse.ts';

// /stock/symbol?exchange=US: a plain array of every US listing (~30k rows; currency,
// description, displaySymbol, figi, isin, mic, shareClassFIGI, symbol, symbol2, type). Only the
// listings a search should offer are kept; a row we cannot read is skipped, not the whole list.

/** Finnhub's (OpenFIGI) security types we keep, and what each is to a search. */
const KINDS: Readonly<Record<string, ListingKind>> = {
  'Common Stock': 'stock',
  ADR: 'stock',
  REIT: 'stock',
  ETP: 'fund',
};

/** What a type says of the asset class: a company's shares; a fund's holdings it does not say. */
const ASSET_CLASS_OF_TYPE: Readonly<Record<string, AssetClass>> = {
  'Common Stock': 'Stocks',
  ADR: 'Stocks',
  REIT: 'Real estate',
};

const rowBody = z.object({
  symbol: symbolSchema,
  description: z.string().trim().min(1),
  type: z.string(),
});

export function parseSymbolList(body: unknown): KnownSymbol[] {
  const rows = parseOr(z.array(z.unknown()), body, '/stock/symbol');
  const seen = new Set<string>();
  const symbols: KnownSymbol[] = [];
  for (const raw of rows) {
    const row = rowBody.safeParse(raw);
    if (!row.success) continue;
    const { symbol, description, type } = row.data;
    const kind = KINDS[type];
    // The ticker as Finnhub wrote it: a lower-cased or padded one is not what /quote takes.
    if (kind === undefined || seen.has(symbol) || (raw as { symbol: string }).symbol !== symbol) {
      continue;
    }
    seen.add(symbol);
    const assetClass = ASSET_CLASS_OF_TYPE[type];
    symbols.push({ symbol, name: description, kind, ...(assetClass ? { assetClass } : {}) });
  }
  return symbols;
}

const currencyRow = z.object({ symbol: z.string(), currency: z.string() });

/**
 * /stock/symbol?exchange=L: each listing's price currency as Finnhub states it ('GBp' for pence,
 * 'USD' or 'EUR' for London listings quoted in those), by symbol. Rows without one are left out.
 */
export function parseListingCurrencies(body: unknown): Map<string, string> {
  const rows = parseOr(z.array(z.unknown()), body, '/stock/symbol');
  const currencies = new Map<string, string>();
  for (const raw of rows) {
    const row = currencyRow.safeParse(raw);
    if (row.success && row.data.currency.trim()) {
      currencies.set(row.data.symbol.trim().toUpperCase(), row.data.currency.trim());
    }
  }
  return currencies;
}
