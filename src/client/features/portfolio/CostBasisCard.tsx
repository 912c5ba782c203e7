import { useState } from 'react';
import {
  LOT_METHOD_LABELS,
  LOT_METHODS,
  type LotMethod,
} from '#shared/portfolio/portfolio-lots.ts';
import type { CostBasisMethod } from '#shared/preferences/preferences.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { SelectField } from '../../components/forms/SelectField.tsx';
import { Card } from '../../components/ui/Card.tsx';
import {
  openAccounts,
  useAccounts,
  useSetCostBasisView,
  useUpdateAccount,
} from './accounts-api.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { AccountScope } from './ledger-api.ts';

/** The holdings' two views of cost basis (the API's `method`), as the page names them. */
const VIEW_LABELS: Record<CostBasisMethod, string> = {
  fifo: 'As each sale closed its lots',
  average: 'At average cost, every sale pooled',
};

/**
 * Cost basis on the portfolio page (docs/decisions/093): each account's method for the sales
 * entered in it, and how the holdings' cost basis and gains are shown.
 */
export function CostBasisCard({
  account,
  view,
}: {
  account?: AccountScope;
  /** The holdings answer's method; unknown while it loads. */
  view: CostBasisMethod | undefined;
}) {
  const accounts = openAccounts(useAccounts().data?.accounts ?? []);
  const update = useUpdateAccount();
  const setView = useSetCostBasisView();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = account ? accounts.filter((a) => a.id === account) : accounts;
  if (shown.length === 0) return null;
  const save = (write: () => Promise<unknown>) => {
    setFailure(null);
    write().catch((error: unknown) =>
      setFailure(
        error instanceof ApiRequestError && error.status < 500
          ? error.message
          : 'Failed to save the method',
      ),
    );
  };
  return (
    <Card title="Cost basis">
      <div className="space-y-4 text-sm">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <p className="text-slate-600 dark:text-slate-400">
          Which lots a sale closes. A sale keeps the method it was entered with, so changing it here
          changes only the sales you enter from now on.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {shown.map((a) => (
            <SelectField
              key={a.id}
              label={`Sales in ${a.name}`}
              value={a.lotMethod}
              onChange={(event) =>
                save(() =>
                  update.mutateAsync({
                    id: a.id,
                    patch: { lotMethod: event.target.value as LotMethod },
                  }),
                )
              }
            >
              {LOT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {LOT_METHOD_LABELS[method]}
                </option>
              ))}
            </SelectField>
          ))}
          {view && (
            <SelectField
              label="Holdings' cost basis and gains"
              value={view}
              onChange={(event) =>
                save(() => setView.mutateAsync(event.target.value as CostBasisMethod))
              }
            >
              {(['fifo', 'average'] as const).map((method) => (
                <option key={method} value={method}>
                  {VIEW_LABELS[method]}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      </div>
    </Card>
  );
}
