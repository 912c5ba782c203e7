import type { ReactNode } from 'react';
import { canonical, decimal } from '#shared/platform/money.ts';
import type { Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import { rangeLabel, type PerformanceRange } from '#shared/portfolio/portfolio-routes.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { usePerformance, type AccountScope } from './ledger-api.ts';
import { fractionText, moneyText, sign } from './money-display.ts';

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
 * Portfolio Value (shares and cash, now), and for the page's one range (the chart's): the Gain
 * (the value now − the value at the range's start − money paid in net, each shown; "now" is the
 * Portfolio Value beside it, at live prices, not the last close the chart ends on) and the
 * time-weighted Return, in the answer's base currency, for `account` or all of them. 'All'
 * gives the all-time gain, with its parts from the holdings below it.
 */
type RangeGain = NonNullable<ReturnType<typeof usePerformance>['data']>['gain'];

/** The range's gain ending at the portfolio's value now (when known), so both cards agree. */
function rangeGain(gain: RangeGain | null, valueNow: string | undefined): RangeGain | null {
  if (!gain || valueNow === undefined) return gain;
  const amount = decimal(valueNow).minus(gain.startValue).minus(gain.netFlows);
  return { ...gain, endValue: valueNow, amount: canonical(amount) };
}

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
  const money = (value: string) =>
    moneyText(value, performance.data?.baseCurrency ?? holdings?.baseCurrency ?? 'USD');
  const gain = rangeGain(performance.data?.gain ?? null, totals?.totalValue);
  const twr = performance.data?.twr ?? null;
  const label = rangeLabel(range);
  const details =
    'mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card title="Portfolio Value">
        <Figure loading={!totals} details="h-8">
          <p className={figure}>{totals && money(totals.totalValue)}</p>
          {totals && (
            <dl className={details}>
              <dt>Shares</dt>
              <dd className="tabular-nums">{money(totals.marketValue)}</dd>
              <dt>Cash</dt>
              <dd className="tabular-nums">{money(totals.cash)}</dd>
            </dl>
          )}
        </Figure>
      </Card>
      <Card title={`Total Gain/Loss (${label})`}>
        <Figure loading={gain === null && !performance.isError} details="h-20">
          <p className={`${figure} ${gain ? directionClass(sign(gain.amount)) : ''}`}>
            {gain === null ? '—' : money(gain.amount)}
          </p>
          {gain && (
            <dl className={details}>
              <dt>Value at end</dt>
              <dd className="tabular-nums">{money(gain.endValue)}</dd>
              <dt>− at start</dt>
              <dd className="tabular-nums">{money(gain.startValue)}</dd>
              <dt>− paid in, net</dt>
              <dd className="tabular-nums">{money(gain.netFlows)}</dd>
              {range === 'MAX' && totals && (
                <>
                  <dt>Unrealized</dt>
                  <dd className="tabular-nums">{money(totals.unrealizedGain)}</dd>
                  <dt>Realized, dividends</dt>
                  <dd className="tabular-nums">
                    {money(totals.realizedGain)}, {money(totals.dividends)}
                  </dd>
                </>
              )}
            </dl>
          )}
        </Figure>
      </Card>
      <Card title={`Return (${label}, time-weighted)`}>
        <Figure loading={twr === null && !performance.isError} details="h-4">
          <p className={`${figure} ${twr ? directionClass(sign(twr)) : ''}`}>
            {twr === null ? '—' : fractionText(twr)}
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {performance.data?.from && performance.data.to
              ? `${performance.data.from} to ${performance.data.to}`
              : `Over ${label}`}
          </p>
        </Figure>
      </Card>
    </div>
  );
}
