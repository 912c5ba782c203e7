import { Link } from '../../lib/routing.tsx';
import { RELATED_STOCKS_MAX } from '#shared/platform/constants.ts';
import { FALLBACK_SYMBOLS, WATCHED_STOCKS } from '#shared/platform/symbols.ts';
import { Card } from '../../components/ui/Card.tsx';

/** SPEC §2: from the fallback list, without the current symbol, at most 3. */
export function relatedSymbols(current: string): string[] {
  return FALLBACK_SYMBOLS.filter((symbol) => symbol !== current).slice(0, RELATED_STOCKS_MAX);
}

export function RelatedStocksCard({ symbol }: { symbol: string }) {
  return (
    <Card title="Related Stocks">
      <ul>
        {relatedSymbols(symbol).map((related) => (
          <li key={related}>
            <Link
              to={`/stock/${related}`}
              className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
            >
              <span className="font-medium">{related}</span>
              <span className="truncate text-sm text-slate-600 dark:text-slate-400">
                {WATCHED_STOCKS.find((stock) => stock.symbol === related)?.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
