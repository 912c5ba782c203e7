import { useState, type FormEvent } from 'react';
import type { Transaction, TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCreateTransaction, useUpdateTransaction } from './ledger-api.ts';
import { optionalText, todayIso } from './trade-values.ts';

// One dialog for a new ledger entry (any type) and for editing one (its type and symbol stay).
// The server parses and checks everything (a short sell, a future date) and its message is shown.

interface Values {
  type: TransactionType;
  symbol: string;
  date: string;
  quantity: string;
  price: string;
  fees: string;
  amount: string;
  from: string;
  to: string;
  note: string;
}

const fromTransaction = (t: Transaction): Values => ({
  type: t.type,
  symbol: t.symbol ?? '',
  date: t.date,
  quantity: t.quantity ?? '',
  price: t.price ?? '',
  fees: t.fees ?? '',
  amount: t.amount ?? '',
  from: String(t.ratio?.from ?? 1),
  to: String(t.ratio?.to ?? 2),
  note: t.note ?? '',
});
const blank: Values = {
  type: 'dividend',
  symbol: '',
  date: todayIso(),
  quantity: '',
  price: '',
  fees: '',
  amount: '',
  from: '1',
  to: '2',
  note: '',
};

/** The fields a type carries, as the API takes them. */
function fieldsOf(v: Values) {
  const note = optionalText(v.note.trim());
  if (v.type === 'buy' || v.type === 'sell')
    return { date: v.date, quantity: v.quantity, price: v.price, fees: optionalText(v.fees), note };
  if (v.type === 'split')
    return { date: v.date, ratio: { from: Number(v.from), to: Number(v.to) }, note };
  return { date: v.date, amount: v.amount, note };
}

export function EntryDialog({
  editing,
  open,
  onClose,
}: {
  editing: Transaction | null;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const [values, setValues] = useState<Values>(editing ? fromTransaction(editing) : blank);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, patch: fieldsOf(values) });
      else
        await create.mutateAsync({
          type: values.type,
          symbol: values.symbol.trim().toUpperCase(),
          ...fieldsOf(values),
        } as Parameters<typeof create.mutateAsync>[0]);
      onClose();
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status < 500
          ? error.message
          : 'Failed to save the transaction',
      );
    }
  };
  const trade = values.type === 'buy' || values.type === 'sell';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? `Edit ${editing.type} of ${editing.symbol}` : 'Add Transaction'}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {!editing && (
          <>
            <div className="space-y-1">
              <label htmlFor="entry-type" className="block text-sm font-medium">
                Type
              </label>
              <select
                id="entry-type"
                value={values.type}
                onChange={set('type')}
                className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
              >
                {TRANSACTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </div>
            <Field label="Symbol" value={values.symbol} onChange={set('symbol')} />
          </>
        )}
        <Field
          label="Date"
          type="date"
          max={todayIso()}
          value={values.date}
          onChange={set('date')}
        />
        {trade && (
          <>
            <Field
              label="Quantity"
              inputMode="decimal"
              value={values.quantity}
              onChange={set('quantity')}
            />
            <Field label="Price" inputMode="decimal" value={values.price} onChange={set('price')} />
            <Field
              label="Fees (optional)"
              inputMode="decimal"
              value={values.fees}
              onChange={set('fees')}
            />
          </>
        )}
        {(values.type === 'dividend' || values.type === 'fee') && (
          <Field
            label="Amount"
            inputMode="decimal"
            value={values.amount}
            onChange={set('amount')}
          />
        )}
        {values.type === 'split' && (
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Shares before"
              inputMode="numeric"
              value={values.from}
              onChange={set('from')}
            />
            <Field
              label="Shares after"
              inputMode="numeric"
              value={values.to}
              onChange={set('to')}
            />
          </div>
        )}
        <Field label="Note (optional)" maxLength={500} value={values.note} onChange={set('note')} />
        <Button type="submit" variant="primary" className="w-full py-2">
          Save
        </Button>
      </form>
    </Dialog>
  );
}
