import clsx from 'clsx';
import { useState } from 'react';
import type { Holding, Holdings } from '#shared/portfolio/portfolio-ledger.ts';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { AllocationPie } from './AllocationPie.tsx';
import {
  ALLOCATION_DIMENSIONS,
  allocationSlices,
  needsFacts,
  type AllocationDimension,
} from './allocation.ts';
import { useHoldingFacts } from './holdings-api.ts';

/** The allocation by position, sector, industry, country, asset class or currency. */
export function Allocation({
  holdings,
  cash,
  currency,
}: {
  holdings: readonly Holding[];
  cash: Holdings['cash'];
  currency: string;
}) {
  const [dimension, setDimension] = useState<AllocationDimension>('position');
  const wanted = needsFacts(dimension);
  const facts = useHoldingFacts(wanted);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Allocation by" className="flex flex-wrap gap-1">
        {Object.entries(ALLOCATION_DIMENSIONS).map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={key === dimension}
            className={clsx(
              'rounded-md px-2.5 py-1 text-sm font-medium',
              key === dimension
                ? 'bg-emerald-700 text-white'
                : 'hover:bg-slate-100 dark:hover:bg-slate-800',
            )}
            onClick={() => setDimension(key as AllocationDimension)}
          >
            {label}
          </button>
        ))}
      </div>
      {wanted && facts.isError ? (
        <ErrorState message="Failed to load sectors and countries" />
      ) : wanted && !facts.data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AllocationPie
          currency={currency}
          label={`Allocation by ${ALLOCATION_DIMENSIONS[dimension].toLowerCase()}`}
          values={allocationSlices(dimension, holdings, cash, facts.data?.facts ?? [])}
        />
      )}
    </div>
  );
}
