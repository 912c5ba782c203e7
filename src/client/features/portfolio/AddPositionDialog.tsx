import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { PRICE_MIN, SEARCH_DEBOUNCE_MS, SHARES_MIN } from '#shared/platform/constants.ts';
import { formatUsd } from '#shared/platform/format.ts';
import { canonical, decimal, positionValue } from '#shared/platform/money.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { AccountFields, useEntryAccount } from './AccountFields.tsx';
import { quoteQuery } from '../../lib/market-queries.ts';
import { SymbolOption } from '../../components/ui/SymbolOption.tsx';
import type { SymbolMatch } from '../../lib/symbol-index.ts';
import { useSymbolSearch } from '../../lib/symbol-search.ts';
import { useCreateTransaction } from './ledger-api.ts';
import { feesField, optionalText, todayIso, tradeDateField } from './trade-fields.ts';

/** The add-position dialog lists more matches than the header's search (SPEC §5). */
const ADD_POSITION_SEARCH_RESULTS = 10;

const decimalText = (required: string, min: number, minMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.refine((text) => /^\d*\.?\d+$/.test(text) && Number(text) >= min, minMessage),
  );

/** SPEC §5's add-position rules and messages, plus the ledger's trade date and fees. */
export const addPositionFormSchema = z.object({
  symbol: z.string().check(z.minLength(1, 'Please select a stock')),
  shares: decimalText('Number of shares is required', SHARES_MIN, 'Shares must be greater than 0'),
  purchasePrice: decimalText(
    'Purchase price is required',
    PRICE_MIN,
    'Price must be greater than 0',
  ),
  date: tradeDateField,
  fees: feesField,
});
type FormValues = z.infer<typeof addPositionFormSchema>;

const optionId = (index: number) => `add-position-option-${index}`;

export function AddPositionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const add = useCreateTransaction();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<SymbolMatch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chosenAccount, setChosenAccount] = useState('');
  const [currency, setCurrency] = useState('');
  const { accountId } = useEntryAccount(chosenAccount);
  // The same index as the header's search, with SPEC §9's 500 ms for the provider's.
  const found = useSymbolSearch(picked ? '' : search, {
    debounceMs: SEARCH_DEBOUNCE_MS.addPositionDialog,
    limit: ADD_POSITION_SEARCH_RESULTS,
  });
  const results = found.matches;
  const activeResult = results[active];
  const form = useForm<FormValues>({
    resolver: zodResolver(addPositionFormSchema),
    defaultValues: { symbol: '', shares: '', purchasePrice: '', date: todayIso(), fees: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [shares, price] = useWatch({ control: form.control, name: ['shares', 'purchasePrice'] });
  let total: number | null = null;
  try {
    if (shares && price) total = positionValue(shares, price).toDecimalPlaces(2).toNumber();
  } catch {
    total = null;
  }

  const pick = async (result: SymbolMatch) => {
    setPicked(result);
    setActive(-1);
    form.setValue('symbol', result.symbol, { shouldValidate: true });
    // Next comes the number of shares (keyboard users go on from there).
    form.setFocus('shares');
    const quote = await queryClient.fetchQuery(quoteQuery(result.symbol)).catch(() => null);
    if (quote?.quote) {
      form.setValue('purchasePrice', canonical(decimal(quote.quote.price).toDecimalPlaces(2)));
    }
  };
  const close = () => {
    form.reset();
    setSearch('');
    setPicked(null);
    setActive(-1);
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync({
        type: 'buy',
        symbol: values.symbol,
        name: picked?.name ?? null,
        date: values.date,
        quantity: values.shares,
        price: values.purchasePrice,
        fees: optionalText(values.fees),
        ...(accountId && { accountId }),
        ...(currency && { currency }),
      });
      close();
    } catch {
      setFailure('Failed to add position to portfolio');
    }
  });

  /** Arrows move through the results; Enter picks the highlighted row or the exact ticker. */
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter in the search never submits the form.
      event.preventDefault();
      const target = activeResult ?? found.exact;
      if (target) void pick(target);
      else found.searchNow();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Add Position">
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {picked ? (
          <div className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <span>
              <span className="font-medium">{picked.symbol}</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-400">{picked.name}</span>
            </span>
            <Button
              variant="ghost"
              onClick={() => {
                setPicked(null);
                form.setValue('symbol', '');
              }}
            >
              Change
            </Button>
          </div>
        ) : (
          <div>
            <Field
              label="Search stock"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls="add-position-results"
              aria-activedescendant={activeResult ? optionId(active) : undefined}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(-1);
              }}
              onFocus={found.loadIndex}
              onKeyDown={onSearchKey}
              error={errors.symbol}
              autoComplete="off"
              spellCheck={false}
            />
            <ul
              id="add-position-results"
              role="listbox"
              aria-label="Search results"
              className="mt-2 max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 empty:hidden dark:divide-slate-800 dark:border-slate-700"
            >
              {results.map((result, index) => (
                <SymbolOption
                  key={result.symbol}
                  id={optionId(index)}
                  result={result}
                  active={index === active}
                  // The search field keeps focus until Shares takes it.
                  onPick={() => void pick(result)}
                />
              ))}
            </ul>
            <p role="status" className="mt-2 text-sm empty:hidden">
              {search.trim() === '' || results.length > 0
                ? ''
                : found.pending
                  ? 'Searching…'
                  : found.failed
                    ? 'Failed to search stocks'
                    : 'No matching stocks'}
            </p>
          </div>
        )}
        <AccountFields
          accountId={accountId}
          currency={currency}
          onAccount={setChosenAccount}
          onCurrency={setCurrency}
        />
        <Field
          label="Shares"
          inputMode="decimal"
          error={errors.shares}
          {...form.register('shares')}
        />
        <Field
          label="Purchase price"
          inputMode="decimal"
          error={errors.purchasePrice}
          {...form.register('purchasePrice')}
        />
        <Field
          label="Date"
          type="date"
          max={todayIso()}
          error={errors.date}
          {...form.register('date')}
        />
        <Field
          label="Fees (optional)"
          inputMode="decimal"
          error={errors.fees}
          {...form.register('fees')}
        />
        <p className="text-sm">
          Total position value:{' '}
          <span className="font-semibold tabular-nums">{formatUsd(total ?? 0)}</span>
        </p>
        <Button type="submit" variant="primary" className="w-full py-2" disabled={isSubmitting}>
          Add to Portfolio
        </Button>
      </form>
    </Dialog>
  );
}
