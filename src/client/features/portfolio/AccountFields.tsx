import { useId } from 'react';
import { CURRENCIES } from '#shared/portfolio/portfolio-accounts.ts';
import { selectClass } from './AccountForm.tsx';
import { openAccounts, useAccounts } from './accounts-api.ts';

/** The account a new entry goes to: the one chosen, else `preferred`, else the first open one. */
export function useEntryAccount(chosen: string, preferred?: string) {
  const choices = openAccounts(useAccounts().data?.accounts ?? []);
  return { choices, accountId: chosen || preferred || choices[0]?.id || '' };
}

/**
 * An entry's account (the open ones) and currency (blank: the server's default, the account's
 * or the security's). `label`: 'From account' for a transfer.
 */
export function AccountFields({
  accountId,
  currency,
  onAccount,
  onCurrency,
  label = 'Account',
}: {
  accountId: string;
  currency: string;
  onAccount: (accountId: string) => void;
  onCurrency: (currency: string) => void;
  label?: string;
}) {
  const { choices } = useEntryAccount(accountId);
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-account`} className="block text-sm font-medium">
          {label}
        </label>
        <select
          id={`${id}-account`}
          value={accountId}
          onChange={(e) => onAccount(e.target.value)}
          className={selectClass}
        >
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-currency`} className="block text-sm font-medium">
          Currency (optional)
        </label>
        <select
          id={`${id}-currency`}
          value={currency}
          onChange={(e) => onCurrency(e.target.value)}
          className={selectClass}
        >
          <option value="">Default</option>
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
