import Big from 'big.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { AccountFields, useEntryAccount } from './AccountFields.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCreateTransaction } from './ledger-api.ts';
import { SellLots } from './SellLots.tsx';
import { useSaleLots } from './use-sale-lots.ts';
import { decimalField, feesField, optionalText, todayIso, tradeDateField } from './trade-fields.ts';

export const sellFormSchema = z.object({
  date: tradeDateField,
  quantity: decimalField('Quantity', true),
  price: decimalField('Price', true),
  fees: feesField,
});
type SellForm = z.infer<typeof sellFormSchema>;

/** A sell of one holding; a sell the server refuses shows its message (it names the shortfall). */
export function SellDialog({ holding, onClose }: { holding: Holding | null; onClose: () => void }) {
  const create = useCreateTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  // The account holding the most of it, unless another is chosen.
  const [chosenAccount, setChosenAccount] = useState('');
  const [currency, setCurrency] = useState('');
  const largest = holding?.accounts.reduce<(typeof holding.accounts)[number] | undefined>(
    (best, part) => (!best || new Big(part.quantity).gt(best.quantity) ? part : best),
    undefined,
  );
  const { accountId } = useEntryAccount(chosenAccount, largest?.accountId);
  const lots = useSaleLots(accountId);
  const form = useForm<SellForm>({
    resolver: zodResolver(sellFormSchema),
    values: { date: todayIso(), quantity: '', price: holding?.price ?? '', fees: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const sold = useWatch({ control: form.control, name: 'quantity' });
  const accountLots = holding?.lots.filter((lot) => lot.accountId === accountId) ?? [];
  const problem = lots.problem(accountLots, sold);
  const close = () => {
    setFailure(null);
    setChosenAccount('');
    lots.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    if (!holding) return;
    setFailure(null);
    lots.setTried(true);
    if (problem) return;
    try {
      await create.mutateAsync({
        type: 'sell',
        symbol: holding.symbol,
        date: values.date,
        quantity: values.quantity,
        price: values.price,
        fees: optionalText(values.fees),
        ...(accountId && { accountId }),
        ...(currency && { currency }),
        ...lots.fields(),
      });
      close();
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status < 500
          ? error.message
          : 'Failed to record the sale',
      );
    }
  });
  return (
    <Dialog
      open={holding !== null}
      onOpenChange={(next) => !next && close()}
      title={`Sell ${holding?.symbol ?? ''}`}
      description={holding ? `You hold ${holding.quantity} shares.` : undefined}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <AccountFields
          accountId={accountId}
          currency={currency}
          onAccount={(id) => {
            setChosenAccount(id);
            lots.setPicks({});
          }}
          onCurrency={setCurrency}
        />
        <Field
          label="Date"
          type="date"
          max={todayIso()}
          error={errors.date}
          {...form.register('date')}
        />
        <Field
          label="Quantity"
          inputMode="decimal"
          error={errors.quantity}
          {...form.register('quantity')}
        />
        <Field label="Price" inputMode="decimal" error={errors.price} {...form.register('price')} />
        <Field
          label="Fees (optional)"
          inputMode="decimal"
          error={errors.fees}
          {...form.register('fees')}
        />
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
        <Button type="submit" variant="primary" className="w-full py-2" disabled={isSubmitting}>
          Sell
        </Button>
      </form>
    </Dialog>
  );
}
