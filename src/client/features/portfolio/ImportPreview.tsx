import type { ImportedTransaction, ImportPreview } from '#shared/portfolio/portfolio-import.ts';
import { moneyText, priceText } from './money-display.ts';
import { TRANSACTION_LABELS } from './transaction-labels.ts';

/** The importer's notes on a row it changed: a quantity rounded, a fee taken from the amount. */
const ADJUSTED = /rounded to|the amount less quantity/;

/** Rows of the table shown; the count of the rest is said under it. */
export const PREVIEW_ROWS = 200;

const scroller =
  'relative max-h-64 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800';
const cell = 'px-2 py-1 whitespace-nowrap';

const orDash = (value: string | null, show: (text: string) => string = String) =>
  value === null ? '—' : show(value);

function TransactionRow({ t }: { t: ImportedTransaction }) {
  // A line that names no currency is shown in dollars, as before currencies.
  const currency = t.currency ?? 'USD';
  const money = (value: string) => moneyText(value, currency);
  return (
    <tr>
      <td className={`${cell} tabular-nums`}>{t.line}</td>
      <td className={`${cell} tabular-nums`}>{t.date}</td>
      <td className={cell}>{TRANSACTION_LABELS[t.type]}</td>
      <td className={`${cell} font-medium`}>{t.symbol}</td>
      <td className={`${cell} text-right tabular-nums`}>
        {t.ratio ? `${t.ratio.from} → ${t.ratio.to}` : orDash(t.quantity)}
      </td>
      <td className={`${cell} text-right tabular-nums`}>
        {orDash(t.price, (value) => priceText(value, currency))}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{orDash(t.amount, money)}</td>
      <td className={`${cell} text-right tabular-nums`}>{orDash(t.fees, money)}</td>
    </tr>
  );
}

/** One of the per-line lists (skipped, errors, duplicates), each line with its reason. */
function LineList({
  title,
  lines,
  tone = 'plain',
}: {
  title: string;
  lines: { line: number; text: string }[];
  tone?: 'plain' | 'error';
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul
        className={`mt-1 max-h-40 space-y-0.5 overflow-y-auto text-sm ${
          tone === 'error' ? 'text-red-800 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'
        }`}
      >
        {lines.map(({ line, text }, index) => (
          <li key={`${line}-${index}`}>
            <span className="font-medium tabular-nums">Line {line}:</span> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** What the import would do with every data line of the file: the five lists and their totals. */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { transactions, skipped, errors, duplicates, suggestions, dataLines } = preview;
  const accounted =
    transactions.length + skipped.length + errors.length + duplicates.length + suggestions.length;
  const shown = transactions.slice(0, PREVIEW_ROWS);
  return (
    <div className="mt-4">
      <p className="text-sm">
        Recognised as{' '}
        <strong>
          {preview.format.broker} — {preview.format.label}
        </strong>
      </p>
      <p className="mt-4 text-sm">
        {dataLines} data {dataLines === 1 ? 'line' : 'lines'}
      </p>
      <dl aria-label="Totals" className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Total label="To import" value={transactions.length} />
        <Total label="Skipped" value={skipped.length} />
        <Total label="Duplicates" value={duplicates.length} />
        <Total label="Errors" value={errors.length} />
        {suggestions.length > 0 && <Total label="To enter by hand" value={suggestions.length} />}
      </dl>
      {accounted !== dataLines && (
        // The server promises every line is in one list; say so if an answer ever breaks that.
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {dataLines - accounted} lines are not accounted for.
        </p>
      )}
      {shown.length > 0 && (
        <section aria-label="Transactions to import" className="mt-4">
          <h3 className="text-sm font-semibold">Transactions to import</h3>
          {/* Focusable so a keyboard can scroll the table inside its own box (phones: 360 px). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={`${scroller} mt-1`} tabIndex={0}>
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-white text-left text-slate-600 dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  {['Line', 'Date', 'Type', 'Symbol', 'Quantity', 'Price', 'Amount', 'Fees'].map(
                    (heading) => (
                      <th key={heading} scope="col" className={`${cell} font-medium`}>
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {shown.map((t, index) => (
                  <TransactionRow key={`${t.line}-${index}`} t={t} />
                ))}
              </tbody>
            </table>
          </div>
          {transactions.length > shown.length && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              and {transactions.length - shown.length} more
            </p>
          )}
        </section>
      )}
      <LineList
        title="Errors"
        tone="error"
        lines={errors.map(({ line, message }) => ({ line, text: message }))}
      />
      <LineList
        title="Adjusted"
        lines={transactions.flatMap(({ line, note }) =>
          note && ADJUSTED.test(note) ? [{ line, text: note }] : [],
        )}
      />
      <LineList
        title="Skipped"
        lines={skipped.map(({ line, reason }) => ({ line, text: reason }))}
      />
      <LineList
        title="Duplicates"
        lines={duplicates.map(({ line, reason }) => ({ line, text: reason }))}
      />
    </div>
  );
}
