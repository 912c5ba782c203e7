import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/routing.tsx';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { useMediaQuery, WIDE_ENOUGH_FOR_TABLES } from '../../lib/media-query.ts';
import { HoldingActions } from './HoldingActions.tsx';
import { HoldingCards } from './HoldingCards.tsx';
import { gainClass, isRowClick, orDash, weightText } from './holding-display.ts';
import { HOLDING_COLUMNS, HoldingsHeader } from './HoldingsHeader.tsx';
import { useHoldingFacts } from './holdings-api.ts';
import {
  DEFAULT_HOLDING_SORT,
  holdingSort,
  sortHoldings,
  type HoldingSortKey,
} from './holdings-sort.ts';
import { HoldingDetail } from './HoldingDetail.tsx';
import { moneyText, percentText, priceText } from './money-display.ts';

const cell = 'px-1.5 py-2 tabular-nums align-top';
const below = 'block text-xs text-slate-600 dark:text-slate-400';

/** A figure with a second one under it (the header names both). */
function Two({
  first,
  second,
  className = '',
  secondClass = '',
}: {
  first: ReactNode;
  second: ReactNode;
  className?: string;
  secondClass?: string;
}) {
  return (
    <td className={`${cell} ${className}`}>
      <span className="block">{first}</span>
      <span className={`${below} ${secondClass}`}>{second}</span>
    </td>
  );
}

/**
 * One row per symbol across the accounts in scope, sortable by any figure (the sort remembered on
 * this device); its accounts and lots open under the row. Secondary figures sit under primary
 * ones so every column fits at 1280 px. Prices per share in the security's currency, values and
 * gains in `baseCurrency`. Below 640 px, cards instead (HoldingCards). `rowAction`: more
 * buttons for a row, given by the screen that composes the portfolio with another feature.
 */
export function HoldingsTable({
  holdings,
  baseCurrency = 'USD',
  accountNames = new Map(),
  onSell,
  onDelete,
  rowAction,
}: {
  holdings: Holding[];
  baseCurrency?: string;
  accountNames?: ReadonlyMap<string, string>;
  onSell: (holding: Holding) => void;
  onDelete: (holding: Holding) => void;
  rowAction?: ((holding: Holding) => ReactNode) | undefined;
}) {
  const navigate = useNavigate();
  const base = (value: string) => moneyText(value, baseCurrency);
  const perShare = (holding: Holding) => (value: string) => priceText(value, holding.currency);
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TABLES);
  const sort = useSyncExternalStore(
    holdingSort.subscribe,
    holdingSort.current,
    () => DEFAULT_HOLDING_SORT,
  );
  const onSort = (key: HoldingSortKey) =>
    holdingSort.store({ key, ascending: sort.key === key ? !sort.ascending : key === 'symbol' });
  // Holdings bought without a name show the provider's (the facts the allocation uses too).
  const facts = useHoldingFacts(holdings.some((holding) => holding.name === null));
  const named = holdings.map((holding) => ({
    ...holding,
    name: holding.name ?? facts.data?.facts.find((f) => f.symbol === holding.symbol)?.name ?? null,
  }));
  const sorted = sortHoldings(named, sort);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (symbol: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(symbol)) next.add(symbol);
      return next;
    });
  if (!wide)
    return (
      <HoldingCards
        holdings={sorted}
        sort={sort}
        onSort={holdingSort.store}
        baseCurrency={baseCurrency}
        accountNames={accountNames}
        open={open}
        onToggle={toggle}
        onSell={onSell}
        onDelete={onDelete}
        rowAction={rowAction}
      />
    );
  return (
    // relative: the header's sr-only text is absolutely placed and must scroll with the table.
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <HoldingsHeader sort={sort} onSort={onSort} />
        <tbody>
          {sorted.map((holding) => {
            const expanded = open.has(holding.symbol);
            const lotsId = `lots-${holding.symbol}`;
            return (
              <Fragment key={holding.symbol}>
                <tr
                  onClick={(event) => {
                    if (isRowClick(event)) void navigate(`/stock/${holding.symbol}`);
                  }}
                  className="cursor-pointer border-t border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
                >
                  <td className="px-1 py-2">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={lotsId}
                      aria-label={`${holding.symbol} lots`}
                      className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(holding.symbol);
                      }}
                    >
                      {expanded ? (
                        <ChevronDown aria-hidden="true" className="size-4" />
                      ) : (
                        <ChevronRight aria-hidden="true" className="size-4" />
                      )}
                    </button>
                  </td>
                  <td className="max-w-40 px-1.5 py-2 align-top">
                    <Link
                      to={`/stock/${holding.symbol}`}
                      onClick={(e) => e.stopPropagation()}
                      className="font-medium"
                    >
                      {holding.symbol}
                    </Link>
                    <span className={`${below} truncate`} title={holding.name ?? undefined}>
                      {holding.name ?? '—'}
                    </span>
                  </td>
                  <Two
                    first={holding.quantity}
                    second={priceText(holding.averageCost, holding.currency)}
                  />
                  <Two
                    first={orDash(holding.price, perShare(holding))}
                    second={orDash(holding.dayChange, base)}
                    secondClass={gainClass(holding.dayChange)}
                  />
                  <Two first={orDash(holding.marketValue, base)} second={weightText(holding)} />
                  <td className={cell}>{base(holding.costBasis)}</td>
                  <Two
                    first={orDash(holding.unrealizedGain, base)}
                    second={orDash(holding.unrealizedGainPercent, percentText)}
                    className={gainClass(holding.unrealizedGain)}
                  />
                  <Two first={base(holding.dividends)} second={base(holding.realizedGain)} />
                  <td className={`${cell} ${gainClass(holding.totalReturn)}`}>
                    {orDash(holding.totalReturn, base)}
                  </td>
                  <td className="px-1 py-2 text-right align-top whitespace-nowrap">
                    <HoldingActions
                      holding={holding}
                      rowAction={rowAction}
                      onSell={onSell}
                      onDelete={onDelete}
                    />
                  </td>
                </tr>
                {expanded && (
                  <tr id={lotsId} className="bg-slate-50 dark:bg-slate-900/60">
                    <td />
                    <td colSpan={HOLDING_COLUMNS.length + 1} className="px-2 py-2">
                      <HoldingDetail
                        holding={holding}
                        baseCurrency={baseCurrency}
                        names={accountNames}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
