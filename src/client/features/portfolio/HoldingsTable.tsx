import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/routing.tsx';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { useMediaQuery, WIDE_ENOUGH_FOR_TABLES } from '../../lib/media-query.ts';
import { HoldingActions } from './HoldingActions.tsx';
import { HoldingCards } from './HoldingCards.tsx';
import { gainClass, gainText, isRowClick, orDash } from './holding-display.ts';
import { HoldingDetail } from './HoldingDetail.tsx';
import { moneyText, priceText, sign } from './money-display.ts';

const COLUMNS = ['Symbol', 'Shares', 'Avg Price', 'Current', 'Value', 'Gain/Loss', 'Day'];
const cell = 'px-2 py-2 tabular-nums';

function GainCell({ holding, baseCurrency }: { holding: Holding; baseCurrency: string }) {
  return (
    <td className={`${cell} ${gainClass(holding.unrealizedGain)}`}>
      {gainText(holding, baseCurrency)}
    </td>
  );
}

/**
 * One row per symbol across the accounts in scope (SPEC's columns plus Day); its accounts and
 * lots open under the row. Prices per share in the security's currency, values and gains in
 * `baseCurrency`. Below 640 px,
 * cards instead (HoldingCards). `rowAction`: more
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
        holdings={holdings}
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
      <table className="w-full min-w-[44rem] text-sm">
        <thead className="text-left text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className="w-8 px-1 py-2">
              <span className="sr-only">Lots</span>
            </th>
            {COLUMNS.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-medium">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding) => {
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
                  <td className="px-2 py-2 font-medium">
                    <Link to={`/stock/${holding.symbol}`} onClick={(e) => e.stopPropagation()}>
                      {holding.symbol}
                    </Link>
                  </td>
                  <td className={cell}>{holding.quantity}</td>
                  <td className={cell}>{priceText(holding.averageCost, holding.currency)}</td>
                  <td className={cell}>{orDash(holding.price, perShare(holding))}</td>
                  <td className={cell}>{orDash(holding.marketValue, base)}</td>
                  <GainCell holding={holding} baseCurrency={baseCurrency} />
                  <td
                    className={`${cell} ${holding.dayChange === null ? '' : directionClass(sign(holding.dayChange))}`}
                  >
                    {orDash(holding.dayChange, base)}
                  </td>
                  <td className="px-2 py-2 text-right whitespace-nowrap">
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
                    <td colSpan={COLUMNS.length + 1} className="px-2 py-2">
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
