import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPercent, formatUsd } from '../../../shared/format.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { directionClass } from '../../components/ui/PriceChange.tsx';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useLatestQuotes } from '../../lib/market-queries.ts';
import { toCents, valuePortfolio } from './valuation.ts';
import { useSession } from '../../lib/session.ts';
import { usePortfolio, useRemovePosition } from './api.ts';
import { AddPositionDialog } from './AddPositionDialog.tsx';
import { AllocationPie } from './AllocationPie.tsx';
import { PerformanceChart } from './PerformanceChart.tsx';

function SignInPrompt() {
  const linkClass = 'rounded-lg px-4 py-2 text-sm font-medium';
  return (
    <Card title="Track your investments">
      <p className="text-sm">Log in or create an account to build your portfolio.</p>
      <div className="mt-4 flex gap-2">
        <Link to="/login" className={`${linkClass} bg-emerald-700 text-white`}>
          Log In
        </Link>
        <Link to="/signup" className={`${linkClass} border border-slate-300 dark:border-slate-700`}>
          Sign Up
        </Link>
      </div>
    </Card>
  );
}

export function PortfolioPage() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <PageHeader title="Portfolio" />
      {signedIn ? <Holdings /> : <SignInPrompt />}
    </>
  );
}

function Holdings() {
  const navigate = useNavigate();
  const portfolio = usePortfolio();
  const remove = useRemovePosition();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const positions = portfolio.data?.portfolio ?? [];
  const symbols = [...new Set(positions.map((position) => position.symbol))];
  useLiveQuotes(symbols);
  const valuation = valuePortfolio(positions, useLatestQuotes(symbols));
  const returnPercent = valuation.returnPercent?.toNumber() ?? 0;

  return (
    <div className="space-y-4 lg:space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card title="Portfolio Value">
          <p className="text-2xl font-semibold tabular-nums">
            {formatUsd(toCents(valuation.value))}
          </p>
        </Card>
        <Card title="Total Gain/Loss">
          <p
            className={`text-2xl font-semibold tabular-nums ${directionClass(toCents(valuation.gain))}`}
          >
            {formatUsd(toCents(valuation.gain))}
          </p>
        </Card>
        <Card title="Return">
          <p className={`text-2xl font-semibold tabular-nums ${directionClass(returnPercent)}`}>
            {formatPercent(returnPercent)}
          </p>
        </Card>
      </div>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Card
        title="Holdings"
        action={
          <Button variant="primary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Add Position
          </Button>
        }
      >
        {portfolio.isPending ? (
          <p className="text-sm">Loading…</p>
        ) : positions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your portfolio is empty. Add positions to get started.
          </p>
        ) : (
          <div
            // relative: the header's sr-only text is absolutely placed and must scroll with
            // the table, not widen the page on phones.
            className="relative overflow-x-auto"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="text-left text-slate-600 dark:text-slate-400">
                <tr>
                  {['Symbol', 'Shares', 'Avg Price', 'Current', 'Value', 'Gain/Loss'].map((h) => (
                    <th key={h} scope="col" className="px-2 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="px-2 py-2">
                    <span className="sr-only">Delete</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {valuation.holdings.map((holding) => (
                  <tr
                    key={holding.position.id}
                    onClick={() => void navigate(`/stock/${holding.position.symbol}`)}
                    className="cursor-pointer border-t border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60"
                  >
                    <td className="px-2 py-2 font-medium">
                      <Link
                        to={`/stock/${holding.position.symbol}`}
                        onClick={(e) => e.stopPropagation()}
                      >
                        {holding.position.symbol}
                      </Link>
                    </td>
                    <td className="px-2 py-2 tabular-nums">{holding.position.shares}</td>
                    <td className="px-2 py-2 tabular-nums">
                      {formatUsd(Number(holding.position.purchasePrice))}
                    </td>
                    <td className="px-2 py-2 tabular-nums">{formatUsd(toCents(holding.price))}</td>
                    <td className="px-2 py-2 tabular-nums">{formatUsd(toCents(holding.value))}</td>
                    <td
                      className={`px-2 py-2 tabular-nums ${directionClass(toCents(holding.gain))}`}
                    >
                      {formatUsd(toCents(holding.gain))} (
                      {formatPercent(holding.gainPercent?.toNumber() ?? 0)})
                    </td>
                    <td className="px-2 py-2 text-right">
                      <button
                        type="button"
                        aria-label={`Delete ${holding.position.symbol} position`}
                        className="rounded-md p-1.5 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950"
                        onClick={(event) => {
                          event.stopPropagation();
                          setDeleting(holding.position.id);
                        }}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {positions.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
          <Card title="Allocation">
            <AllocationPie holdings={valuation.holdings} />
          </Card>
          <Card title="Performance (30 days)">
            <PerformanceChart positions={positions} />
          </Card>
        </div>
      )}
      <AddPositionDialog open={adding} onClose={() => setAdding(false)} />
      <Dialog
        open={deleting !== null}
        onOpenChange={() => setDeleting(null)}
        title="Delete Position"
        description="Are you sure you want to delete this position?"
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            variant="primary"
            onClick={() => {
              const id = deleting;
              setDeleting(null);
              setFailure(null);
              if (id)
                remove.mutate(id, {
                  onError: () => setFailure('Failed to delete position. Please try again.'),
                });
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
