import { useState } from 'react';
import { FormMessage } from '../../components/forms/Field.tsx';
import { AccountForm } from './AccountForm.tsx';
import { selectClass } from '../../components/forms/SelectField.tsx';
import { openAccounts, useAccounts, useCreateAccount } from './accounts-api.ts';
import { refusal } from './AccountsPage.tsx';

const NEW_ACCOUNT = 'new';

/**
 * The account an import goes to: one of yours (default: the first open one), or a new one made
 * here (createAccount) and then chosen. `value` '' means the first open account.
 */
export function ImportAccountPicker({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (account: string) => void;
  disabled?: boolean;
}) {
  const choices = openAccounts(useAccounts().data?.accounts ?? []);
  const create = useCreateAccount();
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = creating ? NEW_ACCOUNT : value || choices[0]?.id || '';
  return (
    <div className="mt-4 space-y-2">
      <label htmlFor="import-account" className="block text-sm font-medium">
        Into account
      </label>
      <select
        id="import-account"
        value={shown}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value;
          setCreating(next === NEW_ACCOUNT);
          if (next !== NEW_ACCOUNT) onChange(next);
        }}
        className={selectClass}
      >
        {choices.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
        <option value={NEW_ACCOUNT}>New account…</option>
      </select>
      {creating && (
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <AccountForm
            submitLabel="Create account"
            onSubmit={async (input) => {
              setFailure(null);
              try {
                const { account } = await create.mutateAsync(input);
                setCreating(false);
                onChange(account.id);
                return true;
              } catch (error) {
                setFailure(refusal(error, 'Failed to create the account'));
                return false;
              }
            }}
          />
        </div>
      )}
    </div>
  );
}
