import { CURRENCIES } from '#shared/portfolio/portfolio-accounts.ts';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { openAccounts, useAccounts } from './accounts-api.ts';

/** The account a new entry goes to: the one chosen, else `preferred`, else the first open one. */
export function useEntryAccount(chosen: string, preferred?: string) {
  const choices = openAccounts(useAccounts().data?.accounts ?? []);
  return { choices, accountId: chosen || preferred || choices[0]?.id || '' };
}

/** An option for each account, by name. */
export const accountOptions = (accounts: readonly { id: string; name: string }[]) =>
  accounts.map((a) => (
    <option key={a.id} value={a.id}>
      {a.name}
    </option>
  ));

/** An option for each currency an account or an entry may be in. */
export const currencyOptions = () => CURRENCIES.map((code) => <option key={code}>{code}</option>);

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
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField label={label} value={accountId} onChange={(e) => onAccount(e.target.value)}>
        {accountOptions(choices)}
      </SelectField>
      <SelectField
        label="Currency (optional)"
        value={currency}
        onChange={(e) => onCurrency(e.target.value)}
      >
        <option value="">Default</option>
        {currencyOptions()}
      </SelectField>
    </div>
  );
}
