import { useState, type FormEvent } from 'react';
import type {
  Transaction,
  TransactionPatch,
  TransactionType,
} from '#shared/portfolio/portfolio-ledger.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCreateTransaction, useHoldings, useUpdateTransaction } from './ledger-api.ts';
import { SellLots } from './SellLots.tsx';
import { lotsForEdit, useSaleLots } from './use-sale-lots.ts';
import { todayIso } from './trade-values.ts';
import {
  blank,
  fieldsOf,
  fromTransaction,
  hasSymbol,
  TRANSFERS,
  type Values,
} from './entry-values.ts';
import { AccountFields, accountOptions, useEntryAccount } from './AccountFields.tsx';
import { TRANSACTION_LABELS } from './transaction-labels.ts';

// One dialog for a new ledger entry (any type) and for editing one (its type and symbol stay).
// The server parses and checks everything (a short sell, a future date) and its message is shown.

/** A new entry filled in beforehand (a suggestion of an import): any field, its type at least. */
export type EntryDraft = Partial<Values> & { type: TransactionType };

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
  const selling = values.type === 'sell';
  const start =
    editing?.type === 'sell' ? { method: editing.lotMethod, lots: editing.lots } : undefined;
  const lots = useSaleLots(chosenAccount, start);
  const symbol = values.symbol.trim().toUpperCase();
  const holding = useHoldings().data?.holdings.find((held) => held.symbol === symbol);
  const openLots = holding?.lots.filter((lot) => lot.accountId === chosenAccount) ?? [];
  const accountLots = editing ? lotsForEdit(openLots, start) : openLots;
  const problem = selling ? lots.problem(accountLots, values.quantity) : null;
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    lots.setTried(true);
    if (problem) return;
    const accountId = chosenAccount;
    const lotFields = selling ? lots.fields() : {};
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
            ...lotFields,
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
          ...lotFields,
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
          onAccount={(id) => {
            setValues((current) => ({ ...current, accountId: id }));
            lots.setPicks({});
          }}
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
        {selling && (
          <SellLots
            method={lots.method}
            onMethod={lots.setMethod}
            lots={accountLots}
            currency={holding?.currency ?? 'USD'}
            picks={lots.picks}
            onPicks={lots.setPicks}
            problem={problem}
            tried={lots.tried}
          />
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
