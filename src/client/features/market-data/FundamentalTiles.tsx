import type { UseQueryResult } from '@tanstack/react-query';
import { formatCalendarDate, formatNumber, formatPrice } from '#shared/platform/format.ts';
import type { Figure, Fundamentals } from '#shared/market-data/fundamentals.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';

// The Key Statistics card's second half: P/E, EPS, dividend yield, beta, volumes and the next
// earnings date, each with the date it describes. A figure the provider lacks is said plainly
// ("The data provider has no P/E for ETFs"), never a bare "No data".

const LABELS = [
  'P/E (TTM)',
  'EPS (TTM)',
  'Dividend Yield',
  'Beta',
  'Volume',
  'Avg Volume (10D)',
  'Avg Volume (3M)',
  'Next Earnings',
] as const;
type Label = (typeof LABELS)[number];

/** What a tile says: its value and its date, or why there is none. */
interface TileText {
  value: string | null;
  note: string;
}

const asOf = (date: string) => `as of ${formatCalendarDate(date)}`;

function tile(figure: Figure | null, format: (value: number) => string, missing: string): TileText {
  return figure
    ? { value: format(figure.value), note: asOf(figure.asOf) }
    : { value: null, note: missing };
}

function tilesOf(f: Fundamentals): Record<Label, TileText> {
  const fund = f.kind === 'fund';
  const subject = fund ? 'ETFs' : f.symbol;
  const none = (what: string) => `The data provider has no ${what} for ${subject}`;
  const shares = (value: number) => formatNumber(Math.round(value));
  const epsNotPositive = f.eps !== null && f.eps.value <= 0;
  return {
    'P/E (TTM)': tile(
      f.peRatio,
      formatNumber,
      epsNotPositive ? 'No P/E: earnings over the last year were not positive' : none('P/E'),
    ),
    'EPS (TTM)': tile(f.eps, (value) => formatPrice(value, f.currency), none('EPS')),
    'Dividend Yield': tile(
      f.dividendYield,
      (value) => (value === 0 ? 'None paid' : `${formatNumber(value)}%`),
      none('dividend yield'),
    ),
    Beta: tile(f.beta, formatNumber, none('beta')),
    Volume: tile(f.volume, shares, none("day's volume")),
    'Avg Volume (10D)': tile(f.averageVolume, shares, none('average volume')),
    'Avg Volume (3M)': tile(f.averageVolume3Month, shares, none('3-month average volume')),
    'Next Earnings': f.nextEarnings
      ? { value: formatCalendarDate(f.nextEarnings.date), note: asOf(f.nextEarnings.asOf) }
      : {
          value: null,
          note: fund
            ? 'ETFs report no earnings'
            : `The data provider announces no earnings date for ${f.symbol} in the next 120 days`,
        },
  };
}

const TILE = 'rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60';

/** The tiles, as <div>s of the card's <dl>; loading keeps their place (nothing moves). */
export function FundamentalTiles({ fundamentals }: { fundamentals: UseQueryResult<Fundamentals> }) {
  const data = fundamentals.data;
  const texts = data ? tilesOf(data) : null;
  return LABELS.map((label) => {
    const text = texts?.[label];
    return (
      <div key={label} className={TILE}>
        <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
        {text ? (
          <>
            <dd className="font-medium tabular-nums">{text.value ?? '—'}</dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">{text.note}</dd>
          </>
        ) : fundamentals.isError ? (
          <dd className="text-xs text-slate-600 dark:text-slate-400">Failed to load</dd>
        ) : (
          <dd>
            <span className="sr-only">Loading</span>
            <Skeleton className="mt-1 h-5 w-20" />
          </dd>
        )}
      </div>
    );
  });
}
