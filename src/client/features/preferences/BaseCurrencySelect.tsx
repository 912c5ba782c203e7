import { useId } from 'react';
import { BASE_CURRENCIES, CURRENCIES, type BaseCurrency } from '#shared/platform/currencies.ts';
import { useBaseCurrency, useSetBaseCurrency } from './api.ts';

const isBaseCurrency = (code: string): code is BaseCurrency =>
  (BASE_CURRENCIES as readonly string[]).includes(code);

/** The currency the portfolio's totals are shown in: a native select of BASE_CURRENCIES. */
export function BaseCurrencySelect() {
  const id = useId();
  const current = useBaseCurrency();
  const set = useSetBaseCurrency();
  const value = current.data?.baseCurrency;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
      <label htmlFor={id}>Base currency</label>
      <select
        id={id}
        // Until the saved choice arrives the select waits, rather than showing a guess.
        value={value ?? ''}
        disabled={value === undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (isBaseCurrency(next)) set.mutate(next);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {value === undefined && <option value="">Loading…</option>}
        {BASE_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} — {CURRENCIES[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
