import type { Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import { moneyText } from './money-display.ts';

/**
 * Each account's cash per currency, under the holdings: the amount in its currency and, when
 * that is not the base currency, its value in the base currency.
 */
export function CashList({
  holdings,
  accountNames,
}: {
  holdings: Holdings;
  accountNames: ReadonlyMap<string, string>;
}) {
  if (holdings.cash.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h3 className="text-sm font-medium">Cash</h3>
      <ul aria-label="Cash" className="mt-1 space-y-1 text-sm">
        {holdings.cash.map((line) => (
          <li
            key={`${line.accountId}-${line.currency}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 tabular-nums"
          >
            <span>
              {accountNames.get(line.accountId) ?? 'Account'}{' '}
              <span className="text-slate-600 dark:text-slate-400">{line.currency}</span>
            </span>
            <span>
              {moneyText(line.amount, line.currency)}
              {line.currency !== holdings.baseCurrency && (
                <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                  {moneyText(line.value, holdings.baseCurrency)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
