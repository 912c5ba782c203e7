import type { ReactNode } from 'react';
import type { Holdings, PerformanceRange } from '#shared/portfolio/portfolio-ledger.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { usePerformance, type AccountScope } from './ledger-api.ts';
import { fractionText, moneyText, sign, sumText } from './money-display.ts';

const figure = 'text-2xl font-semibold tabular-nums';

/**
 * A card's figure, or a skeleton while it loads: never a '$0.00' that is not true. `details` is
 * the height of the lines below the figure (text-xs rows of 16 px), kept free while loading so
 * the cards do not grow and push the holdings down when the answers arrive.
 */
function Figure({
  loading,
  details,
  children,
}: {
  loading: boolean;
  details?: 'h-4' | 'h-8' | 'h-20';
  children: ReactNode;
}) {
  return loading ? (
    <>
      <Skeleton className="h-8 w-32" />
      {details && <span aria-hidden="true" className={`mt-1 block ${details}`} />}
      <span className="sr-only">Loading</span>
    </>
  ) : (
    children
  );
}

/**
 * Portfolio Value (shares and cash), Total Gain/Loss (its parts below, the unrealized gain split
 * into the price's part and the exchange rate's) and Return (TWR over the chart's range), in
 * the answer's base currency, for `account` or all of them.
 */
export function SummaryCards({
  holdings,
  range,
  account,
}: {
  holdings: Holdings | undefined;
  range: PerformanceRange;
  account?: AccountScope;
}) {
  const performance = usePerformance(range, account);
  const totals = holdings?.totals;
  const money = (value: string) => moneyText(value, holdings?.baseCurrency ?? 'USD');
  // The server's three parts, added in decimal: the one sum the client does, shown with its parts.
  const gain = totals
    ? sumText(totals.unrealizedGain, totals.realizedGain, totals.dividends)
    : null;
  const twr = performance.data?.twr ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card title="Portfolio Value">
        <Figure loading={!totals} details="h-8">
          <p className={figure}>{totals && money(totals.totalValue)}</p>
          {totals && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
              <dt>Shares</dt>
              <dd className="tabular-nums">{money(totals.marketValue)}</dd>
              <dt>Cash</dt>
              <dd className="tabular-nums">{money(totals.cash)}</dd>
            </dl>
          )}
        </Figure>
      </Card>
      <Card title="Total Gain/Loss">
        <Figure loading={!totals || gain === null} details="h-20">
          <p className={`${figure} ${gain ? directionClass(sign(gain)) : ''}`}>
            {gain && money(gain)}
          </p>
          {totals && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
              <dt>Unrealized</dt>
              <dd className="tabular-nums">{money(totals.unrealizedGain)}</dd>
              <dt className="pl-2">Price</dt>
              <dd className="tabular-nums">{money(totals.priceGain)}</dd>
              <dt className="pl-2">Currency</dt>
              <dd className="tabular-nums">{money(totals.currencyGain)}</dd>
              <dt>Realized</dt>
              <dd className="tabular-nums">{money(totals.realizedGain)}</dd>
              <dt>Dividends</dt>
              <dd className="tabular-nums">{money(totals.dividends)}</dd>
            </dl>
          )}
        </Figure>
      </Card>
      <Card title="Return">
        <Figure loading={twr === null && !performance.isError} details="h-4">
          <p className={`${figure} ${twr ? directionClass(sign(twr)) : ''}`}>
            {twr === null ? '—' : fractionText(twr)}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Time-weighted, {range}</p>
        </Figure>
      </Card>
    </div>
  );
}
