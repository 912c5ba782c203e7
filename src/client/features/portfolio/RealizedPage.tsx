import clsx from 'clsx';
import { ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_KIND_LABELS } from '#shared/portfolio/portfolio-accounts.ts';
import type { Realized } from '#shared/portfolio/portfolio-tax.ts';
import { formatCalendarDate } from '#shared/platform/format.ts';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Link } from '../../lib/routing.tsx';
import { useAccountNames } from './accounts-api.ts';
import { moneyText, sign } from './money-display.ts';
import { realizedCsvHref, useRealized } from './realized-api.ts';

// /portfolio/realized: a tax year's realized gains, each sale opening to the lots it closed
// (docs/decisions/089), with Form 8949 and plain CSV downloads.

const download =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

const termText = (term: 'short' | 'long') => (term === 'long' ? 'Long-term' : 'Short-term');

function Gain({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={clsx('tabular-nums', directionClass(sign(value)))}>
      {moneyText(value, currency)}
    </span>
  );
}

function Totals({ report }: { report: Realized }) {
  const parts = [
    ['Short-term', report.totals.shortTerm],
    ['Long-term', report.totals.longTerm],
    ['Total', report.totals.all],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {parts.map(([label, totals]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{label} gain</dt>
          <dd className="text-lg font-semibold">
            <Gain value={totals.gain} currency={report.baseCurrency} />
          </dd>
          <dd className="text-xs text-slate-600 dark:text-slate-400">
            Proceeds {moneyText(totals.proceeds, report.baseCurrency)} · cost{' '}
            {moneyText(totals.costBasis, report.baseCurrency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Sales({ report }: { report: Realized }) {
  const accountNames = useAccountNames();
  const money = (value: string) => moneyText(value, report.baseCurrency);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {report.sales.map((sale) => (
        <li key={sale.sellId} className="py-2">
          <details className="group">
            <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span>
                {/* The sale opens to its lots: a chevron says so (the marker is gone with flex). */}
                <ChevronRight
                  aria-hidden="true"
                  className="mr-1 inline size-4 align-[-2px] transition-transform group-open:rotate-90"
                />
                <span className="font-medium">{sale.symbol}</span>{' '}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {sale.quantity} sold {formatCalendarDate(sale.date)} ·{' '}
                  {accountNames.get(sale.accountId) ?? 'Account'}
                </span>
              </span>
              <span className="text-sm">
                {money(sale.proceeds)} − {money(sale.costBasis)} ={' '}
                <Gain value={sale.gain} currency={report.baseCurrency} />
              </span>
            </summary>
            {sale.washSale && (
              <p className="mt-1 text-sm text-amber-700 dark:text-amber-400">
                Wash sale: {money(sale.washSale.disallowedLoss)} of this loss would be disallowed
                (shares bought within 30 days). Shown, not adjusted.
              </p>
            )}
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Lots closed by this sale</caption>
                <thead className="text-left text-slate-600 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Acquired
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      Shares
                    </th>
                    <th
                      scope="col"
                      className="hidden py-1 pr-3 text-right font-medium sm:table-cell"
                    >
                      Proceeds
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      Cost
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      Gain
                    </th>
                    <th scope="col" className="hidden py-1 font-medium sm:table-cell">
                      Term
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sale.lots.map((lot, i) => (
                    <tr key={`${lot.buyId}-${i}`}>
                      <td className="py-1 pr-3">
                        <span className="whitespace-nowrap">
                          {formatCalendarDate(lot.acquired)}
                        </span>
                        {/* On a phone the term sits under the date, not in a column of its own. */}
                        <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                          {termText(lot.term)}
                        </span>
                      </td>
                      <td className="py-1 pr-3 text-right tabular-nums">{lot.quantity}</td>
                      <td className="hidden py-1 pr-3 text-right tabular-nums sm:table-cell">
                        {money(lot.proceeds)}
                      </td>
                      <td className="py-1 pr-3 text-right tabular-nums">{money(lot.costBasis)}</td>
                      <td className="py-1 pr-3 text-right">
                        <Gain value={lot.gain} currency={report.baseCurrency} />
                      </td>
                      <td className="hidden py-1 sm:table-cell">{termText(lot.term)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function RealizedPage() {
  const [year, setYear] = useState<number | null>(null);
  const realized = useRealized(year);
  const report = realized.data;
  return (
    <>
      <PageHeader title="Realized gains">
        Each sale with the lots it closed, by tax year; short-term up to one year held, long-term
        after.{' '}
        <Link to="/portfolio" className="text-emerald-700 underline dark:text-emerald-400">
          Back to portfolio
        </Link>
      </PageHeader>
      {realized.isError && !report ? (
        <ErrorState
          message="Failed to load realized gains"
          onRetry={() => void realized.refetch()}
        />
      ) : !report ? (
        <Skeleton className="h-48" />
      ) : report.year === null ? (
        <Card title="No sales yet">
          <p className="text-sm">Realized gains appear here once you record a sale.</p>
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <label className="text-sm">
              <span className="mr-2">Tax year</span>
              <select
                value={report.year}
                onChange={(event) => setYear(Number(event.target.value))}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
              >
                {report.years.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex flex-wrap gap-2">
              {report.baseCurrency === 'USD' && (
                <a href={realizedCsvHref(report.year, 'form-8949')} download className={download}>
                  <Download aria-hidden="true" className="size-4" />
                  Form 8949 (CSV)
                </a>
              )}
              <a href={realizedCsvHref(report.year, 'plain')} download className={download}>
                <Download aria-hidden="true" className="size-4" />
                Plain CSV
              </a>
            </div>
          </div>
          <Totals report={report} />
          {report.totals.washSaleDisallowed !== '0' && (
            <p className="text-sm text-amber-700 dark:text-amber-400">
              Wash sales: {moneyText(report.totals.washSaleDisallowed, report.baseCurrency)} of
              losses would be disallowed this year.
            </p>
          )}
          {report.excludedAccounts.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Not included (tax-sheltered):{' '}
              {report.excludedAccounts
                .map((a) => `${a.name} (${ACCOUNT_KIND_LABELS[a.kind]})`)
                .join(', ')}
              .
            </p>
          )}
          <Card title={`Sales in ${report.year}`}>
            <Sales report={report} />
          </Card>
        </div>
      )}
    </>
  );
}
