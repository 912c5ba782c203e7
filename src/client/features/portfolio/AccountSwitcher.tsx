import { useSearchParams } from '../../lib/routing.tsx';
import { useAccounts } from './accounts-api.ts';
import type { AccountScope } from './ledger-api.ts';
import { accountInSearch } from './opening-requests.ts';

const ALL = '';

/** The account /portfolio shows, from its address (?account=<id>); undefined for all of them. */
export function useAccountParam(): [AccountScope, (account: AccountScope) => void] {
  const [search, setSearch] = useSearchParams();
  const account = accountInSearch(search);
  const choose = (next: AccountScope) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('account', next);
        else params.delete('account');
        return params;
      },
      { replace: true },
    );
  return [account, choose];
}

/** "All accounts" or one of them; archived accounts stay choosable (their history is theirs). */
export function AccountSwitcher({
  account,
  onChange,
}: {
  account: AccountScope;
  onChange: (account: AccountScope) => void;
}) {
  const accounts = useAccounts().data?.accounts ?? [];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="account-switcher" className="text-sm font-medium">
        Account
      </label>
      <select
        id="account-switcher"
        value={account ?? ALL}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
      >
        <option value={ALL}>All accounts</option>
        {/* The chosen one before the list has loaded, so the select shows it from the start. */}
        {account && !accounts.some((a) => a.id === account) && (
          <option value={account}>This account</option>
        )}
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.archived ? `${a.name} (archived)` : a.name}
          </option>
        ))}
      </select>
    </div>
  );
}
