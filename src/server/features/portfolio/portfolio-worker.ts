import type { Holdings, Performance, PerformanceRange } from '../../../shared/portfolio-ledger.ts';
import type { CostBasisMethod } from '../../../shared/preferences.ts';
import type { CloseSeries } from './maths/daily-series.ts';
import { groupBySymbol } from './maths/group-by-symbol.ts';
import { holdingsOf, type PriceNow } from './maths/holdings.ts';
import { bookSymbol, type SymbolBook } from './maths/lots.ts';
import { parseLedger } from './maths/parse-ledger.ts';
import { performanceOf } from './maths/performance.ts';

// Runs in a worker thread of the portfolio pool (portfolio-pool.ts): the maths of one request,
// away from the event loop that answers everyone else (decision 027).

export type PortfolioTask =
  | {
      kind: 'performance';
      ledger: string;
      /** Typed arrays on shared memory: no copy on the way in. */
      closes: [string, CloseSeries][];
      range: PerformanceRange;
      benchmark: string;
      today: string;
    }
  | {
      kind: 'holdings';
      ledger: string;
      method: CostBasisMethod;
      prices: [string, PriceNow][];
      names: [string, string][];
    };

/** Every symbol's book; the ledger's writes keep them valid, so a failure is a bug. */
export function booksOf(ledger: string): SymbolBook[] {
  const books: SymbolBook[] = [];
  for (const [symbol, group] of groupBySymbol(parseLedger(ledger))) {
    const result = bookSymbol(symbol, group);
    if (!result.ok) throw new Error(`ledger of ${symbol} has an uncovered sell`);
    books.push(result.book);
  }
  return books;
}

export default function run(task: PortfolioTask): Holdings | Performance {
  if (task.kind === 'holdings') {
    return holdingsOf(booksOf(task.ledger), task.method, new Map(task.prices), new Map(task.names));
  }
  return performanceOf({
    entries: parseLedger(task.ledger),
    closes: new Map(task.closes),
    range: task.range,
    benchmark: task.benchmark,
    today: task.today,
  });
}
