import type { CostBasisMethod, Holdings } from '../../../shared/portfolio-ledger.ts';
import type { Db } from '../../db/database.ts';
import { latestCloses } from './closes.repo.ts';
import { ledgerRows, toLedgerEntry } from './ledger.repo.ts';
import { groupBySymbol } from './maths/group-by-symbol.ts';
import { holdingsOf, type PriceNow } from './maths/holdings.ts';
import { bookSymbol, type SymbolBook } from './maths/lots.ts';

export interface HoldingsDeps {
  db: Db;
  /** The user's cost-basis preference (FIFO unless they chose average cost). */
  defaultMethod(userId: string): Promise<CostBasisMethod>;
  /** Live prices for held symbols with no stored close yet (a new symbol's first day). */
  livePrices(symbols: readonly string[], userId: string): Promise<Map<string, PriceNow>>;
}

/** Every symbol's book; the ledger's writes keep them valid, so a failure is a bug. */
export async function booksOf(db: Db, userId: string) {
  const rows = await ledgerRows(db, userId);
  const names = new Map<string, string | null>();
  for (const row of rows) if (row.type === 'buy' && row.name) names.set(row.symbol, row.name);
  const books: SymbolBook[] = [];
  const entries = rows.map(toLedgerEntry);
  for (const [symbol, group] of groupBySymbol(entries)) {
    const result = bookSymbol(symbol, group);
    if (!result.ok) throw new Error(`ledger of ${symbol} has an uncovered sell`);
    books.push(result.book);
  }
  return { books, names, entries };
}

export function createHoldingsService(deps: HoldingsDeps) {
  return {
    async holdings(userId: string, method?: CostBasisMethod): Promise<Holdings> {
      const [{ books, names }, chosen] = await Promise.all([
        booksOf(deps.db, userId),
        method ?? deps.defaultMethod(userId),
      ]);
      const held = books.filter((book) => !book.quantity.isZero()).map((book) => book.symbol);
      const prices = new Map<string, PriceNow>();
      for (const [symbol, latest] of await latestCloses(deps.db, held)) {
        prices.set(symbol, { price: latest.close, previousClose: latest.previousClose });
      }
      const unpriced = held.filter((symbol) => !prices.has(symbol));
      if (unpriced.length > 0) {
        for (const [symbol, live] of await deps.livePrices(unpriced, userId)) {
          prices.set(symbol, live);
        }
      }
      return holdingsOf(books, chosen, prices, names);
    },
  };
}

export type HoldingsService = ReturnType<typeof createHoldingsService>;
