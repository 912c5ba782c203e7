import { useState, type FormEvent } from 'react';
import type {
  Transaction,
  TransactionPatch,
  TransactionType,
} from '#shared/portfolio/portfolio-ledger.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { isCashType } from '#shared/portfolio/portfolio-accounts.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCreateTransaction, useUpdateTransaction } from './ledger-api.ts';
import { optionalText, todayIso } from './trade-values.ts';
import { AccountFields, accountOptions, useEntryAccount } from './AccountFields.tsx';
import { TRANSACTION_LABELS } from './transaction-labels.ts';

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
  /** '' until chosen: the first open account. */
  accountId: string;
  /** '' for the server's default (the account's currency, or the security's). */
  currency: string;
  toAccountId: string;
  acquiredOn: string;
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
  accountId: t.accountId,
  currency: t.currency,
  toAccountId: t.toAccountId ?? '',
  acquiredOn: t.acquiredOn ?? '',
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
  accountId: '',
  currency: '',
  toAccountId: '',
  acquiredOn: '',
};

/** A new entry filled in beforehand (a suggestion of an import): any field, its type at least. */
export type EntryDraft = Partial<Values> & { type: TransactionType };

const TRANSFERS: ReadonlySet<TransactionType> = new Set(['transfer-cash', 'transfer-shares']);

/** The fields a type carries, as the API takes them (`accountId`: the account chosen). */
function fieldsOf(v: Values, accountId: string) {
  const note = optionalText(v.note.trim());
  const placed = {
    date: v.date,
    note,
    ...(accountId && { accountId }),
    ...(v.currency && { currency: v.currency }),
  };
  const toAccount = TRANSFERS.has(v.type) ? { toAccountId: v.toAccountId } : {};
  if (v.type === 'buy' || v.type === 'sell')
    return { ...placed, quantity: v.quantity, price: v.price, fees: optionalText(v.fees) };
  if (v.type === 'split') return { ...placed, ratio: { from: Number(v.from), to: Number(v.to) } };
  if (v.type === 'transfer-shares') return { ...placed, ...toAccount, quantity: v.quantity };
  if (v.type === 'receive-shares')
    return {
      ...placed,
      quantity: v.quantity,
      price: v.price,
      acquiredOn: optionalText(v.acquiredOn),
    };
  return { ...placed, ...toAccount, amount: v.amount };
}

/** Kinds with a symbol: a security's trades and cash, and share transfers. */
const hasSymbol = (type: TransactionType) => !isCashType(type);

export function EntryDialog({
  editing,
  draft,
  open,
  account,
  onClose,
  onSaved,
}: {
  editing: Transaction | null;
  /** A new entry's fields as given (ignored when editing). */
  draft?: EntryDraft | undefined;
  open: boolean;
  /** The account a new entry goes to unless another is chosen (an account's page). */
  account?: string | undefined;
  onClose: () => void;
  /** Called once the entry is saved (before onClose). */
  onSaved?: () => void;
}) {
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const [values, setValues] = useState<Values>(
    editing ? fromTransaction(editing) : { ...blank, ...draft },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { choices, accountId: chosenAccount } = useEntryAccount(values.accountId, account);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const accountId = chosenAccount;
    try {
      if (editing) {
        // Only what changed of where it sits: the account, the currency, a transfer's target.
        const { toAccountId, ...patch } = fieldsOf(values, accountId) as Record<string, unknown>;
        if (patch['accountId'] === editing.accountId) delete patch['accountId'];
        if (patch['currency'] === editing.currency) delete patch['currency'];
        await update.mutateAsync({
          id: editing.id,
          patch: {
            ...patch,
            ...(typeof toAccountId === 'string' &&
            toAccountId &&
            toAccountId !== editing.toAccountId
              ? { toAccountId }
              : {}),
          } as TransactionPatch,
        });
      } else
        await create.mutateAsync({
          type: values.type,
          ...(hasSymbol(values.type) && { symbol: values.symbol.trim().toUpperCase() }),
          ...fieldsOf(values, accountId),
        } as Parameters<typeof create.mutateAsync>[0]);
      onSaved?.();
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
  const withAmount =
    values.type !== 'split' &&
    !trade &&
    !['transfer-shares', 'receive-shares'].includes(values.type);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={
        editing
          ? `Edit ${editing.type}${editing.symbol ? ` of ${editing.symbol}` : ''}`
          : 'Add Transaction'
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {!editing && (
          <>
            <SelectField label="Type" value={values.type} onChange={set('type')}>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TRANSACTION_LABELS[type]}
                </option>
              ))}
            </SelectField>
            {hasSymbol(values.type) && (
              <Field label="Symbol" value={values.symbol} onChange={set('symbol')} />
            )}
          </>
        )}
        <AccountFields
          accountId={chosenAccount}
          currency={values.currency}
          onAccount={(id) => setValues((current) => ({ ...current, accountId: id }))}
          onCurrency={(code) => setValues((current) => ({ ...current, currency: code }))}
          label={TRANSFERS.has(values.type) ? 'From account' : 'Account'}
        />
        {TRANSFERS.has(values.type) && (
          <SelectField label="To account" value={values.toAccountId} onChange={set('toAccountId')}>
            <option value="">Choose an account</option>
            {accountOptions(choices.filter((a) => a.id !== chosenAccount))}
          </SelectField>
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
        {(values.type === 'transfer-shares' || values.type === 'receive-shares') && (
          <Field
            label="Quantity"
            inputMode="decimal"
            value={values.quantity}
            onChange={set('quantity')}
          />
        )}
        {values.type === 'receive-shares' && (
          <>
            <Field
              label="Cost per share"
              inputMode="decimal"
              value={values.price}
              onChange={set('price')}
            />
            <Field
              label="Acquired on (optional)"
              type="date"
              max={todayIso()}
              value={values.acquiredOn}
              onChange={set('acquiredOn')}
            />
          </>
        )}
        {withAmount && (
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
