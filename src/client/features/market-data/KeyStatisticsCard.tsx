import { formatPrice } from '#shared/platform/format.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Fundamentals } from '#shared/market-data/fundamentals.ts';
import type { Quote, StockStats } from '#shared/market-data/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';
import { FundamentalTiles } from './FundamentalTiles.tsx';

const priceOrNA = (value: number | null | undefined, currency: string) =>
  value === null || value === undefined ? 'N/A' : formatPrice(value, currency);

/**
 * 52W High/Low come from the provider or a year of history: 'N/A' only when neither is known.
 * A day figure the provider did not give (decision 022) is 'N/A' too, never $0.00. Every figure
 * is in the quote's currency (decision 084). The fundamentals follow, each with its date.
 */
export function KeyStatisticsCard({
  quote,
  stats,
  fundamentals,
}: {
  quote: Quote;
  stats: StockStats | undefined;
  fundamentals: UseQueryResult<Fundamentals>;
}) {
  const { currency } = quote;
  const rows: [string, string][] = [
    ['Open', priceOrNA(quote.open, currency)],
    ['High', priceOrNA(quote.high, currency)],
    ['Low', priceOrNA(quote.low, currency)],
    ['Prev Close', priceOrNA(quote.previousClose, currency)],
    ['52W High', priceOrNA(stats?.week52High, currency)],
    ['52W Low', priceOrNA(stats?.week52Low, currency)],
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
        <FundamentalTiles fundamentals={fundamentals} />
      </dl>
    </Card>
  );
}
