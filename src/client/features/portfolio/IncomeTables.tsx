import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Income } from '#shared/portfolio/portfolio-income.ts';
import { formatNumber } from '#shared/platform/format.ts';
import { Card } from '../../components/ui/Card.tsx';
import { useAccountNames } from './accounts-api.ts';
import { moneyText, percentText } from './money-display.ts';

// The income view's tables (docs/decisions/092): what was received by year, month, account and
// symbol, tax withheld apart; the year ahead by month; each holding's yields and growth.

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
/** '2026-05' → 'May 2026'. */
export const monthText = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
/** A yield already in percent ('2.5') → '2.5%'; '—' when unknown. */
const yieldText = (value: string | null) =>
  value === null ? '—' : `${formatNumber(Number(value))}%`;

const cell = 'py-1.5 pr-3';
const num = clsx(cell, 'text-right tabular-nums');
const muted = 'text-slate-600 dark:text-slate-400';

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    // Focusable so a keyboard can scroll the table inside its own box (phones: 390 px).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={clsx('text-left', muted)}>
          <tr>
            {head.map((label, i) => (
              <th key={label} scope="col" className={clsx(i === 0 ? cell : num, 'font-medium')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

type Totals = Income['totals'];
function TotalsCells({ t, base }: { t: Totals; base: string }) {
  return (
    <>
      <td className={num}>{moneyText(t.dividends, base)}</td>
      <td className={num}>{moneyText(t.interest, base)}</td>
      <td className={num}>{moneyText(t.taxWithheld, base)}</td>
      <td className={clsx(num, 'font-medium')}>{moneyText(t.net, base)}</td>
    </>
  );
}
const TOTALS_HEAD = ['Dividends', 'Interest', 'Tax withheld', 'Net'];

export function IncomeTotals({ income }: { income: Income }) {
  const base = income.baseCurrency;
  const tiles = [
    ['Dividends received', income.totals.dividends],
    ['Interest received', income.totals.interest],
    ['Tax withheld', income.totals.taxWithheld],
    ['Next 12 months (forecast)', income.forecast.total],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <dt className={clsx('text-sm', muted)}>{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{moneyText(value, base)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReceivedByYear({ income }: { income: Income }) {
  const base = income.baseCurrency;
  return (
    <Card title="By year">
      <Table caption="Income received by year" head={['Year', ...TOTALS_HEAD, 'Dividend growth']}>
        {[...income.byYear].reverse().map((row) => (
          <tr key={row.year}>
            <th scope="row" className={clsx(cell, 'text-left font-medium')}>
              {row.year}
            </th>
            <TotalsCells t={row} base={base} />
            <td className={num}>
              {row.dividendGrowth === null ? '—' : percentText(row.dividendGrowth)}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

export function ForecastByMonth({ income }: { income: Income }) {
  const base = income.baseCurrency;
  return (
    <Card title="The next 12 months">
      <Table caption="Dividends expected by month" head={['Month', 'Declared', 'Projected']}>
        {income.forecast.months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className={clsx(cell, 'text-left font-medium')}>
              {monthText(m.month)}
            </th>
            <td className={num}>{moneyText(m.declared, base)}</td>
            <td className={num}>{moneyText(m.projected, base)}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

/** The latest months first, at most two years of them. */
const MONTHS_LISTED = 24;

export function ReceivedByMonth({ income }: { income: Income }) {
  const base = income.baseCurrency;
  return (
    <Card title="By month">
      <Table caption="Income received by month" head={['Month', ...TOTALS_HEAD]}>
        {[...income.byMonth]
          .reverse()
          .slice(0, MONTHS_LISTED)
          .map((row) => (
            <tr key={row.month}>
              <th scope="row" className={clsx(cell, 'text-left font-medium')}>
                {monthText(row.month)}
              </th>
              <TotalsCells t={row} base={base} />
            </tr>
          ))}
      </Table>
    </Card>
  );
}

export function ReceivedByAccountAndSymbol({ income }: { income: Income }) {
  const names = useAccountNames();
  const base = income.baseCurrency;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="By account">
        <Table caption="Income by account" head={['Account', ...TOTALS_HEAD]}>
          {income.byAccount.map((row) => (
            <tr key={row.accountId}>
              <th scope="row" className={clsx(cell, 'text-left font-medium')}>
                {names.get(row.accountId) ?? 'Account'}
              </th>
              <TotalsCells t={row} base={base} />
            </tr>
          ))}
        </Table>
      </Card>
      <Card title="By symbol">
        <Table caption="Dividends by symbol" head={['Symbol', 'Dividends', 'Tax withheld']}>
          {income.bySymbol.map((row) => (
            <tr key={row.symbol}>
              <th scope="row" className={clsx(cell, 'text-left font-medium')}>
                {row.symbol}
              </th>
              <td className={num}>
                {moneyText(row.dividends, base)}
                {row.original
                  .filter((o) => o.currency !== base)
                  .map((o) => (
                    <span key={o.currency} className={clsx('block text-xs', muted)}>
                      {moneyText(o.dividends, o.currency)}
                    </span>
                  ))}
              </td>
              <td className={num}>
                {moneyText(row.taxWithheld, base)}
                {row.original
                  .filter((o) => o.currency !== base && o.taxWithheld !== '0')
                  .map((o) => (
                    <span key={o.currency} className={clsx('block text-xs', muted)}>
                      {moneyText(o.taxWithheld, o.currency)}
                    </span>
                  ))}
              </td>
            </tr>
          ))}
        </Table>
      </Card>
    </div>
  );
}

export function HoldingYields({ income }: { income: Income }) {
  const base = income.baseCurrency;
  return (
    <Card title="Yields of what you hold">
      <Table
        caption="Yield on cost, current yield and dividend growth per holding"
        head={['Symbol', 'Next 12 months', 'Yield on cost', 'Current yield', 'Growth']}
      >
        {income.holdings.map((h) => (
          <tr key={h.symbol}>
            <th scope="row" className={clsx(cell, 'text-left font-medium')}>
              {h.symbol}
              <span className={clsx('block text-xs font-normal', muted)}>{h.shares} sh.</span>
            </th>
            <td className={num}>{moneyText(h.annualIncomeBase, base)}</td>
            <td className={num}>{yieldText(h.yieldOnCost)}</td>
            <td className={num}>{yieldText(h.currentYield)}</td>
            <td className={num}>
              {h.dividendGrowth === null ? '—' : percentText(h.dividendGrowth)}
            </td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}
