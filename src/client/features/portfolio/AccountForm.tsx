import { useState, type FormEvent } from 'react';
import {
  ACCOUNT_KIND_LABELS,
  ACCOUNT_KINDS,
  type AccountInput,
  type AccountKind,
} from '#shared/portfolio/portfolio-accounts.ts';
import {
  LOT_METHOD_LABELS,
  LOT_METHODS,
  type LotMethod,
} from '#shared/portfolio/portfolio-lots.ts';
import { Field } from '../../components/forms/Field.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { currencyOptions } from './AccountFields.tsx';

/**
 * A new account's name, kind, institution, currency and cost-basis method (how the sales entered
 * in it close lots); the server checks them.
 */
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
  const [lotMethod, setLotMethod] = useState<LotMethod>('fifo');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = institution.trim();
    const input = { name, kind, currency, lotMethod };
    void onSubmit({ ...input, ...(trimmed ? { institution: trimmed } : {}) }).then((created) => {
      if (!created) return;
      setName('');
      setInstitution('');
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Field label="Account name" value={name} onChange={(e) => setName(e.target.value)} />
      <SelectField
        label="Kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as AccountKind)}
      >
        {ACCOUNT_KINDS.map((option) => (
          <option key={option} value={option}>
            {ACCOUNT_KIND_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Institution (optional)"
        value={institution}
        onChange={(e) => setInstitution(e.target.value)}
      />
      <SelectField label="Currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
        {currencyOptions()}
      </SelectField>
      <SelectField
        label="Cost-basis method"
        value={lotMethod}
        onChange={(e) => setLotMethod(e.target.value as LotMethod)}
      >
        {LOT_METHODS.map((method) => (
          <option key={method} value={method}>
            {LOT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
