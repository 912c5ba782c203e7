import { Link } from '../../lib/routing.tsx';
import type { Movers, QuoteResult } from '#shared/market-data/market-data.ts';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { useLatestQuote } from '../../lib/market-queries.ts';

// A list of gainers or losers (the dashboard's overview and the Markets screen): each row links
// to its stock page and shows the newest quote known (live ticks, when the screen follows them).

type Mover = Movers['gainers'][number];

export const moverRowClass =
  'flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60';

function MoverRow({ mover }: { mover: Mover }) {
  const fromList: QuoteResult = { symbol: mover.symbol, quote: mover.quote, freshness: null };
  const result = useLatestQuote(mover.symbol, fromList) ?? fromList;
  return (
    <li>
      <Link to={`/stock/${mover.symbol}`} className={moverRowClass}>
        <span className="min-w-0">
          <span className="block font-medium">{mover.symbol}</span>
          <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
            {mover.name}
          </span>
        </span>
        {result.quote && (
          <span className="flex flex-col items-end text-sm">
            <LivePrice result={result} />
            <PriceChange percent={result.quote.changePercent} className="text-xs" />
          </span>
        )}
      </Link>
    </li>
  );
}

/** `title`: a heading of its own inside a card; none when the list is the card's body. */
export function MoverList({ title, movers }: { title?: string; movers: Mover[] }) {
  return (
    <div>
      {title && (
        <h3 className="mb-1 px-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
          {title}
        </h3>
      )}
      {movers.length === 0 ? (
        <p className="px-2 py-2 text-sm text-slate-600 dark:text-slate-400">No data available</p>
      ) : (
        <ul>
          {movers.map((mover) => (
            <MoverRow key={mover.symbol} mover={mover} />
          ))}
        </ul>
      )}
    </div>
  );
}
