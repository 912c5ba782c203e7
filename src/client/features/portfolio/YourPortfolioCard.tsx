import { Link } from '../../lib/routing.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useHoldings } from './ledger-api.ts';
import { moneyText } from './money-display.ts';
import { orDash } from './holding-display.ts';

/**
 * SPEC §2: the signed-in dashboard's 'Your Portfolio' list: the portfolio page's holdings
 * answer (all accounts), one row per symbol with its value and gain.
 */
export function YourPortfolioCard() {
  const holdings = useHoldings();
  const list = holdings.data?.holdings ?? [];
  const baseCurrency = holdings.data?.baseCurrency ?? 'USD';
  useLiveQuotes(list.map((holding) => holding.symbol));
  return (
    <Card title="Your Portfolio">
      {holdings.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your portfolio is empty. Add positions to get started.
        </p>
      ) : (
        <ul aria-label="Positions">
          {list.map((holding) => (
            <li key={holding.symbol}>
              <Link
                to={`/stock/${holding.symbol}`}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="min-w-0">
                  <span className="block font-medium">{holding.symbol}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {holding.quantity} shares
                  </span>
                </span>
                <span className="flex flex-col items-end text-sm">
                  <span className="font-medium tabular-nums">
                    {orDash(holding.marketValue, (value) => moneyText(value, baseCurrency))}
                  </span>
                  <PriceChange
                    percent={Number(holding.unrealizedGainPercent ?? '0')}
                    className="text-xs"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
