import { Link } from '../../lib/routing.tsx';
import { formatUsd } from '#shared/platform/format.ts';
import { Card } from '../../components/ui/Card.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useLatestQuotes } from '../../lib/market-queries.ts';
import { toCents, valuePortfolio } from './valuation.ts';
import { usePortfolio } from './api.ts';

/** SPEC §2: the signed-in dashboard's 'Your Portfolio' list, valued at live prices. */
export function YourPortfolioCard() {
  const portfolio = usePortfolio();
  const positions = portfolio.data?.portfolio ?? [];
  const symbols = [...new Set(positions.map((position) => position.symbol))];
  useLiveQuotes(symbols);
  const { holdings } = valuePortfolio(positions, useLatestQuotes(symbols));
  return (
    <Card title="Your Portfolio">
      {portfolio.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : holdings.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your portfolio is empty. Add positions to get started.
        </p>
      ) : (
        <ul aria-label="Positions">
          {holdings.map((holding) => (
            <li key={holding.position.id}>
              <Link
                to={`/stock/${holding.position.symbol}`}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{holding.position.symbol}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {holding.position.shares} shares
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm">
                  <span className="font-medium tabular-nums">
                    {formatUsd(toCents(holding.value))}
                  </span>
                  <PriceChange percent={holding.gainPercent?.toNumber() ?? 0} className="text-xs" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
