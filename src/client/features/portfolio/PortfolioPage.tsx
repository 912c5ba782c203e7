import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { loginPath } from '../../lib/login-return.ts';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { lazyOnIntent } from '../../lib/lazy-on-intent.ts';
import { useLiveQuotes } from '../../lib/live-stream-react.tsx';
import { useSession } from '../../lib/session.ts';
import { showToast } from '../../components/ui/toast-store.ts';
import { Allocation } from './Allocation.tsx';
import { HoldingsTable } from './HoldingsTable.tsx';
import { LedgerPerformance } from './LedgerPerformance.tsx';
import { AccountSwitcher, useAccountParam } from './AccountSwitcher.tsx';
import { CostBasisCard } from './CostBasisCard.tsx';
import { useAccountNames } from './accounts-api.ts';
import { CashList } from './CashList.tsx';
import { kindsText } from './holding-kinds.ts';
import { useDeleteHolding, useRestoreHolding } from './holdings-api.ts';
import { useHoldings, type AccountScope } from './ledger-api.ts';
import { useRangeParam } from './range-param.ts';
import { SummaryCards } from './SummaryCards.tsx';

// The buy and sell forms (react-hook-form, zod) load when first opened, not with the page: most
// visits only look. Hovering or focusing the button starts the download early.
const addPosition = lazyOnIntent(
  async () => (await import('./AddPositionDialog.tsx')).AddPositionDialog,
);
const sell = lazyOnIntent(async () => (await import('./SellDialog.tsx')).SellDialog);
const AddPositionDialog = addPosition.Component;
const SellDialog = sell.Component;
// The delete confirmation too: with it, no dialog (Radix and its focus and scroll locks) is in
// the page's own download (docs/decisions/042).
const DeletePositionDialog = lazyOnIntent(
  async () => (await import('./DeletePositionDialog.tsx')).DeletePositionDialog,
).Component;

function SignInPrompt() {
  const linkClass = 'rounded-lg px-4 py-2 text-sm font-medium';
  return (
    <Card title="Track your investments">
      <p className="text-sm">Log in or create an account to build your portfolio.</p>
      <div className="mt-4 flex gap-2">
        <Link
          to={loginPath({ next: '/portfolio' })}
          className={`${linkClass} bg-emerald-700 text-white`}
        >
          Log In
        </Link>
        <Link to="/signup" className={`${linkClass} border border-slate-300 dark:border-slate-700`}>
          Sign Up
        </Link>
      </div>
    </Card>
  );
}

/** `holdingAction`: more buttons for a holding's row, from a screen composing another feature. */
export function PortfolioPage({
  holdingAction,
}: { holdingAction?: (holding: Holding) => ReactNode } = {}) {
  const signedIn = useSession().status === 'signed-in';
  const [account, setAccount] = useAccountParam();
  return (
    <>
      <PageHeader title="Portfolio" />
      {signedIn ? (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <AccountSwitcher account={account} onChange={setAccount} />
            <div className="flex flex-wrap gap-1">
              <Link
                to="/portfolio/income"
                className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                Income
              </Link>
              <Link
                to="/portfolio/realized"
                className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                Realized gains
              </Link>
              <Link
                to="/portfolio/accounts"
                className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                Manage accounts
              </Link>
            </div>
          </div>
          <PortfolioOverview account={account} holdingAction={holdingAction} />
        </>
      ) : (
        <SignInPrompt />
      )}
    </>
  );
}

/** How long the Undo of a deleted holding is offered (the server keeps it longer). */
const UNDO_TOAST_MS = 10_000;

/**
 * The summary cards, holdings, cash, allocation and performance of `account`, or of all the
 * accounts: the portfolio page's body and an account page's.
 */
export function PortfolioOverview({
  account,
  holdingAction,
}: {
  account?: AccountScope;
  holdingAction?: ((holding: Holding) => ReactNode) | undefined;
}) {
  const holdings = useHoldings(account);
  const accountNames = useAccountNames();
  const removeHolding = useDeleteHolding();
  const restoreHolding = useRestoreHolding();
  const [range, setRange] = useRangeParam();
  const [adding, setAdding] = useState(false);
  const [selling, setSelling] = useState<Holding | null>(null);
  // Mounted from the first opening on, so closing keeps the dialog's own focus return.
  const [addUsed, setAddUsed] = useState(false);
  const [sellUsed, setSellUsed] = useState(false);
  const [deleteUsed, setDeleteUsed] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = holdings.data?.holdings ?? [];
  useLiveQuotes(list.map((holding) => holding.symbol));

  return (
    <div className="space-y-4 lg:space-y-6">
      <SummaryCards holdings={holdings.data} range={range} account={account} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Card
        title="Holdings"
        action={
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to="/portfolio/transactions"
              className="rounded-lg px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              Transactions
            </Link>
            <Button
              variant="primary"
              {...addPosition.intent}
              onClick={() => {
                setAddUsed(true);
                setAdding(true);
              }}
            >
              <Plus aria-hidden="true" className="size-4" /> Add Position
            </Button>
          </div>
        }
      >
        {holdings.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : holdings.isError ? (
          <ErrorState message="Failed to load portfolio" onRetry={() => void holdings.refetch()} />
        ) : list.length === 0 && holdings.data.cash.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Your portfolio is empty. Add positions to get started.
          </p>
        ) : (
          <>
            {list.length > 0 && (
              <HoldingsTable
                holdings={list}
                baseCurrency={holdings.data.baseCurrency}
                accountNames={accountNames}
                onSell={(holding) => {
                  setSellUsed(true);
                  setSelling(holding);
                }}
                onDelete={(holding) => {
                  setDeleteUsed(true);
                  setDeleting(holding.symbol);
                }}
                rowAction={holdingAction}
              />
            )}
            <CashList holdings={holdings.data} accountNames={accountNames} />
          </>
        )}
      </Card>
      {/* With the table, not before it: shown first, the table's rows would push it down (a
          layout shift of 0.066 on a phone, seen in Lighthouse when the answer beat the turn). */}
      {/* Cash alone has a value and a return too (decision 085): performance shows for it. */}
      {(list.length > 0 || (holdings.data?.cash.length ?? 0) > 0) && (
        <div className={clsx('grid gap-4 lg:gap-6', list.length > 0 && 'lg:grid-cols-[2fr_3fr]')}>
          {list.length > 0 && (
            <Card title="Allocation">
              <Allocation
                currency={holdings.data?.baseCurrency ?? 'USD'}
                holdings={list}
                cash={holdings.data?.cash ?? []}
              />
            </Card>
          )}
          <Card title="Performance">
            <LedgerPerformance range={range} onRange={setRange} account={account} />
          </Card>
        </div>
      )}
      <CostBasisCard account={account} view={holdings.data?.method} />
      <Suspense fallback={null}>
        {addUsed && <AddPositionDialog open={adding} onClose={() => setAdding(false)} />}
        {sellUsed && <SellDialog holding={selling} onClose={() => setSelling(null)} />}
        {deleteUsed && (
          <DeletePositionDialog
            symbol={deleting}
            onCancel={() => setDeleting(null)}
            onConfirm={(symbol) => {
              setDeleting(null);
              setFailure(null);
              removeHolding.mutate(symbol, {
                onError: () => setFailure('Failed to delete position. Please try again.'),
                onSuccess: ({ kinds, undo }) => {
                  if (undo === null) return;
                  showToast({
                    title: `${symbol} deleted`,
                    body: `${kindsText(kinds)} removed.`,
                    ms: UNDO_TOAST_MS,
                    action: {
                      label: 'Undo',
                      run: () =>
                        restoreHolding.mutate(undo, {
                          onSuccess: ({ restored }) =>
                            void showToast({
                              title: `${symbol} restored`,
                              body: `${restored} transaction${restored === 1 ? '' : 's'} back.`,
                            }),
                          onError: () => setFailure(`Failed to restore ${symbol}.`),
                        }),
                    },
                  });
                },
              });
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
