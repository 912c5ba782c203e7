import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { SortSelect } from '../../components/forms/SortSelect.tsx';
import { Link } from '../../lib/routing.tsx';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { gainClass, gainText, orDash, weightText } from './holding-display.ts';
import { HOLDING_SORT_LABELS, type HoldingSort } from './holdings-sort.ts';
import { HoldingActions } from './HoldingActions.tsx';
import { HoldingDetail } from './HoldingDetail.tsx';
import { moneyText, priceText } from './money-display.ts';

function Figure({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`tabular-nums break-words ${className}`}>{children}</dd>
    </div>
  );
}

/**
 * The holdings on a phone: one card per symbol with every figure of the table, the
 * lots and the actions (the screen's `rowAction`, Sell, Delete) within reach, nothing clipped.
 */
export function HoldingCards({
  holdings,
  sort,
  onSort,
  baseCurrency,
  accountNames,
  open,
  onToggle,
  onSell,
  onDelete,
  rowAction,
}: {
  holdings: Holding[];
  sort: HoldingSort;
  onSort: (sort: HoldingSort) => void;
  baseCurrency: string;
  accountNames: ReadonlyMap<string, string>;
  open: ReadonlySet<string>;
  onToggle: (symbol: string) => void;
  onSell: (holding: Holding) => void;
  onDelete: (holding: Holding) => void;
  rowAction?: ((holding: Holding) => ReactNode) | undefined;
}) {
  const base = (value: string) => moneyText(value, baseCurrency);
  return (
    <>
      <SortSelect label="Sort by" columns={HOLDING_SORT_LABELS} sort={sort} onSort={onSort} />
      <ul aria-label="Holdings" className="space-y-3">
        {holdings.map((holding) => {
          const expanded = open.has(holding.symbol);
          const lotsId = `lots-${holding.symbol}`;
          return (
            <li
              key={holding.symbol}
              className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <div className="flex items-baseline justify-between gap-2">
                <Link
                  to={`/stock/${holding.symbol}`}
                  onClick={(e) => e.stopPropagation()}
                  className="text-base font-semibold"
                >
                  {holding.symbol}
                </Link>
                <span className="font-semibold tabular-nums">
                  {orDash(holding.marketValue, base)}
                </span>
              </div>
              <div className="flex items-baseline justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                <span className="min-w-0 truncate">{holding.name ?? ''}</span>
                <span className="shrink-0 tabular-nums">{weightText(holding)} of total</span>
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
                <Figure label="Shares">{holding.quantity}</Figure>
                <Figure label="Avg Price">
                  {priceText(holding.averageCost, holding.currency)}
                </Figure>
                <Figure label="Current">
                  {orDash(holding.price, (value) => priceText(value, holding.currency))}
                </Figure>
                <Figure label="Day" className={gainClass(holding.dayChange)}>
                  {orDash(holding.dayChange, base)}
                </Figure>
                <Figure label="Cost basis">{base(holding.costBasis)}</Figure>
                <Figure label="Total return" className={gainClass(holding.totalReturn)}>
                  {orDash(holding.totalReturn, base)}
                </Figure>
                <Figure
                  label="Gain/Loss"
                  className={`col-span-2 ${gainClass(holding.unrealizedGain)}`}
                >
                  {gainText(holding, baseCurrency)}
                </Figure>
                <Figure label="Dividends">{base(holding.dividends)}</Figure>
                <Figure label="Realized" className={gainClass(holding.realizedGain)}>
                  {base(holding.realizedGain)}
                </Figure>
              </dl>
              <div className="mt-2 flex flex-wrap items-center justify-end gap-1 border-t border-slate-200 pt-2 dark:border-slate-800">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={lotsId}
                  aria-label={`${holding.symbol} lots`}
                  className="mr-auto flex items-center gap-1 rounded-md p-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  onClick={(event) => {
                    event.stopPropagation();
                    onToggle(holding.symbol);
                  }}
                >
                  {expanded ? (
                    <ChevronDown aria-hidden="true" className="size-4" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-4" />
                  )}
                  Lots
                </button>
                <HoldingActions
                  holding={holding}
                  rowAction={rowAction}
                  onSell={onSell}
                  onDelete={onDelete}
                />
              </div>
              {expanded && (
                <div id={lotsId} className="mt-2">
                  <HoldingDetail
                    holding={holding}
                    baseCurrency={baseCurrency}
                    names={accountNames}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
