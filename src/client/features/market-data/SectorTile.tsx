import clsx from 'clsx';
import type { Sectors } from '#shared/market-data/market-data.ts';
import { LivePrice } from '../../components/ui/LivePrice.tsx';
import { PriceChange } from '../../components/ui/PriceChange.tsx';
import { useLatestQuote } from '../../lib/market-queries.ts';

type Sector = Sectors['sectors'][number];

export function SectorTile({
  sector,
  selected,
  onSelect,
}: {
  sector: Sector;
  selected: boolean;
  onSelect: () => void;
}) {
  const result = useLatestQuote(sector.symbol, sector.result);
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={clsx(
        'flex min-h-24 flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors',
        selected
          ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950'
          : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
      )}
    >
      <span className="text-sm font-medium">{sector.name}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">{sector.symbol}</span>
      {result?.quote ? (
        <span className="flex flex-wrap items-center gap-x-2 text-sm">
          <LivePrice result={result} />
          <PriceChange percent={result.quote.changePercent} className="text-xs" />
        </span>
      ) : (
        <span className="text-sm text-slate-600 dark:text-slate-400">Data unavailable</span>
      )}
    </button>
  );
}
