import { formatUsd } from '#shared/platform/format.ts';
import type { Quote, StockStats } from '#shared/market-data/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';

const usdOrNA = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : formatUsd(value);

/**
 * 52W High/Low come from the provider or a year of history: 'N/A' only when neither is known.
 * A day figure the provider did not give (decision 022) is 'N/A' too, never $0.00.
 */
export function KeyStatisticsCard({
  quote,
  stats,
}: {
  quote: Quote;
  stats: StockStats | undefined;
}) {
  const rows: [string, string][] = [
    ['Open', usdOrNA(quote.open)],
    ['High', usdOrNA(quote.high)],
    ['Low', usdOrNA(quote.low)],
    ['Prev Close', usdOrNA(quote.previousClose)],
    ['52W High', usdOrNA(stats?.week52High)],
    ['52W Low', usdOrNA(stats?.week52Low)],
  ];
  return (
    <Card title="Key Statistics">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
