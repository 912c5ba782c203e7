import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  CURRENCIES,
  type AccountInput,
  type AccountKind,
} from '#shared/portfolio/portfolio-accounts.ts';
import { Field } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';

export const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950';

/** A new account's name, kind, institution and currency; the server checks them. */
export function AccountForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  /** Resolves true when the account was created: the form then empties. */
  onSubmit: (input: AccountInput) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<AccountKind>('brokerage');
  const [institution, setInstitution] = useState('');
  const [currency, setCurrency] = useState('USD');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = institution.trim();
    void onSubmit({ name, kind, currency, ...(trimmed ? { institution: trimmed } : {}) }).then(
      (created) => {
        if (!created) return;
        setName('');
        setInstitution('');
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Field label="Account name" value={name} onChange={(e) => setName(e.target.value)} />
      <div className="space-y-1">
        <label htmlFor="account-kind" className="block text-sm font-medium">
          Kind
        </label>
        <select
          id="account-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as AccountKind)}
          className={selectClass}
        >
          {ACCOUNT_KINDS.map((option) => (
            <option key={option} value={option}>
              {ACCOUNT_KIND_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <Field
        label="Institution (optional)"
        value={institution}
        onChange={(e) => setInstitution(e.target.value)}
      />
      <div className="space-y-1">
        <label htmlFor="account-currency" className="block text-sm font-medium">
          Currency
        </label>
        <select
          id="account-currency"
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          className={selectClass}
        >
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
