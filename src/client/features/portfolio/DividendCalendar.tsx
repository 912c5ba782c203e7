import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { DividendCalendar, ExpectedDividend } from '#shared/portfolio/portfolio-income.ts';
import { formatCalendarDate } from '#shared/platform/format.ts';
import { useAccountNames } from './accounts-api.ts';
import { moneyText, perShareText } from './money-display.ts';

// The dividend calendar (docs/decisions/092): a month at a time, each day with the ex-dates and
// payments on it, and the list of every dividend of the year ahead. Projected ones say so.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
/** The month the calendar opens at and the 12 after it. */
const MONTHS_SHOWN = 13;

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month, Sunday first; null for the days of the months around it. */
function weeksOf(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${year}-${pad(month + 1)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export const statusText = (d: ExpectedDividend) =>
  d.status === 'projected' ? 'Projected' : 'Declared';

/** The expected payment, in the security's currency and, when another, in the base currency. */
export function Expected({ d, base }: { d: ExpectedDividend; base: string }) {
  return (
    <>
      {moneyText(d.amount, d.currency)}
      {d.currency !== base && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          ≈ {moneyText(d.amountBase, base)}
        </span>
      )}
    </>
  );
}

function DayCell({ date, dividends }: { date: string; dividends: readonly ExpectedDividend[] }) {
  const ex = dividends.filter((d) => d.exDate === date);
  const paid = dividends.filter((d) => d.payDate === date);
  const symbols = (list: readonly ExpectedDividend[]) => [...new Set(list.map((d) => d.symbol))];
  return (
    <td className="h-16 border border-slate-200 p-1 align-top dark:border-slate-800">
      <span className="text-xs text-slate-600 dark:text-slate-400">{Number(date.slice(8))}</span>
      {symbols(ex).map((symbol) => (
        <span
          key={`ex-${symbol}`}
          className="block truncate rounded bg-sky-100 px-1 text-[11px] text-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {symbol} <span className="sr-only">goes </span>ex
        </span>
      ))}
      {symbols(paid).map((symbol) => (
        <span
          key={`pay-${symbol}`}
          className="block truncate rounded bg-emerald-100 px-1 text-[11px] text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {symbol} <span className="sr-only">is </span>paid
        </span>
      ))}
    </td>
  );
}

function MonthView({ calendar }: { calendar: DividendCalendar }) {
  const [offset, setOffset] = useState(0);
  const start = new Date(`${calendar.today.slice(0, 7)}-01T00:00:00Z`);
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + offset) / 12);
  const month = (start.getUTCMonth() + offset) % 12;
  const title = `${MONTHS[month] ?? ''} ${year}`;
  const nav =
    'rounded-lg border border-slate-300 p-1.5 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={nav}
          onClick={() => setOffset(offset - 1)}
          disabled={offset === 0}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <h3 className="font-medium" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={nav}
          onClick={() => setOffset(offset + 1)}
          disabled={offset === MONTHS_SHOWN - 1}
          aria-label="Next month"
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">Ex-dividend dates and payments in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="py-1 text-xs font-medium">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(year, month).map((week, i) => (
            <tr key={i}>
              {week.map((date, k) =>
                date ? (
                  <DayCell key={date} date={date} dividends={calendar.dividends} />
                ) : (
                  <td
                    key={`blank-${k}`}
                    className="border border-slate-200 dark:border-slate-800"
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DividendList({ calendar }: { calendar: DividendCalendar }) {
  const accountNames = useAccountNames();
  const base = calendar.baseCurrency;
  const cell = 'py-1.5 pr-3';
  return (
    // Focusable so a keyboard can scroll the table inside its own box (phones: 390 px).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">Dividends of the next 12 months</caption>
        <thead className="text-left text-slate-600 dark:text-slate-400">
          <tr>
            <th scope="col" className={clsx(cell, 'font-medium')}>
              Symbol
            </th>
            <th scope="col" className={clsx(cell, 'font-medium')}>
              Ex-date
            </th>
            <th scope="col" className={clsx(cell, 'hidden font-medium sm:table-cell')}>
              Pay date
            </th>
            <th scope="col" className={clsx(cell, 'hidden text-right font-medium sm:table-cell')}>
              Per share
            </th>
            <th scope="col" className={clsx(cell, 'text-right font-medium')}>
              Expected
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {calendar.dividends.map((d) => (
            <tr key={`${d.symbol}-${d.accountId}-${d.exDate}`}>
              <td className={cell}>
                <span className="font-medium">{d.symbol}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {accountNames.get(d.accountId) ?? 'Account'} · {d.shares} sh.
                </span>
              </td>
              <td className={clsx(cell, 'whitespace-nowrap')}>
                {formatCalendarDate(d.exDate)}
                <span
                  className={clsx(
                    'block text-xs',
                    d.status === 'projected'
                      ? 'text-amber-800 dark:text-amber-300'
                      : 'text-slate-600 dark:text-slate-400',
                  )}
                >
                  {statusText(d)}
                </span>
              </td>
              <td className={clsx(cell, 'hidden whitespace-nowrap sm:table-cell')}>
                {d.payDate ? formatCalendarDate(d.payDate) : '—'}
              </td>
              <td className={clsx(cell, 'hidden text-right tabular-nums sm:table-cell')}>
                {d.currency === 'USD' ? perShareText(d.perShare) : `${d.perShare} ${d.currency}`}
              </td>
              <td className={clsx(cell, 'text-right tabular-nums')}>
                <Expected d={d} base={base} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DividendCalendarView({ calendar }: { calendar: DividendCalendar }) {
  if (calendar.dividends.length === 0) {
    return (
      <p className="text-sm">
        No dividends expected in the next 12 months from what you hold. Holdings that pay show here
        with their ex-dates and payments.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <MonthView calendar={calendar} />
      <DividendList calendar={calendar} />
    </div>
  );
}
