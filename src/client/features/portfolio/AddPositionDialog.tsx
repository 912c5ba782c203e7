import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PRICE_MIN, SEARCH_DEBOUNCE_MS, SHARES_MIN } from '../../../shared/constants.ts';
import { formatUsd } from '../../../shared/format.ts';
import { canonical, decimal, positionValue } from '../../../shared/money.ts';
import type { SearchResult } from '../../../shared/market-data.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { quoteQuery, stockSearchQuery } from '../../lib/market-queries.ts';
import { useCreateTransaction } from './ledger-api.ts';
import { feesField, optionalText, todayIso, tradeDateField } from './trade-fields.ts';

/** The add-position dialog lists more matches than the header's search (SPEC §5). */
const ADD_POSITION_SEARCH_RESULTS = 10;

const decimalText = (required: string, min: number, minMessage: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => /^\d*\.?\d+$/.test(text) && Number(text) >= min, minMessage);

/** SPEC §5's add-position rules and messages, plus the ledger's trade date and fees (issue 15). */
export const addPositionFormSchema = z.object({
  symbol: z.string().min(1, 'Please select a stock'),
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

function useDebounced(text: string, ms: number) {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return value;
}

export function AddPositionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const add = useCreateTransaction();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<SearchResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS.addPositionDialog);
  const results = useQuery({
    ...stockSearchQuery(debounced, ADD_POSITION_SEARCH_RESULTS),
    enabled: !picked && debounced.trim() !== '',
  });
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

  const pick = async (result: SearchResult) => {
    setPicked(result);
    form.setValue('symbol', result.symbol, { shouldValidate: true });
    const quote = await queryClient.fetchQuery(quoteQuery(result.symbol)).catch(() => null);
    if (quote?.quote) {
      form.setValue('purchasePrice', canonical(decimal(quote.quote.price).toDecimalPlaces(2)));
    }
  };
  const close = () => {
    form.reset();
    setSearch('');
    setPicked(null);
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await add.mutateAsync({
        type: 'buy',
        symbol: values.symbol,
        name: picked?.description ?? null,
        date: values.date,
        quantity: values.shares,
        price: values.purchasePrice,
        fees: optionalText(values.fees),
      });
      close();
    } catch {
      setFailure('Failed to add position to portfolio');
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title="Add Position">
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {picked ? (
          <div className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
            <span>
              <span className="font-medium">{picked.symbol}</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {picked.description}
              </span>
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
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              error={errors.symbol}
              autoComplete="off"
            />
            {results.data && results.data.length > 0 && (
              <ul
                aria-label="Search results"
                className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
              >
                {results.data.map((result) => (
                  <li key={result.symbol}>
                    <button
                      type="button"
                      className="w-full px-3 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
                      onClick={() => void pick(result)}
                    >
                      <span className="font-medium">{result.symbol}</span>{' '}
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        {result.description}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {results.isError && <p className="mt-2 text-sm">Failed to search stocks</p>}
          </div>
        )}
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
