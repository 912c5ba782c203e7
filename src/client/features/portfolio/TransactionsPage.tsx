import { useState } from 'react';
import { Link } from '../../lib/routing.tsx';
import { LoginRedirect } from '../../components/ui/LoginRedirect.tsx';
import type { Transaction, TransactionType } from '#shared/portfolio/portfolio-ledger.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { EntryDialog } from './EntryDialog.tsx';
import { ExportLinks } from './ExportLinks.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { useRemoveTransaction, useTransactions } from './ledger-api.ts';
import { TRANSACTIONS_PAGE_SIZE } from './opening-requests.ts';
import { SuggestedActions } from './SuggestedActions.tsx';
import { useAccountNames, useAccounts } from './accounts-api.ts';
import {
  lotMethodNote,
  TRANSACTION_LABELS,
  transactionDetail,
  transactionName,
} from './transaction-labels.ts';

const input =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

/** /portfolio/transactions: the ledger, newest first, filtered, a page at a time. */
export function TransactionsPage() {
  const session = useSession();
  // A visitor has no ledger: to the login page, as /watchlist and /profile do.
  if (session.status === 'signed-out') return <LoginRedirect />;
  return (
    <>
      <PageHeader title="Transactions" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/portfolio" className="text-emerald-700 underline dark:text-emerald-400">
          Back to Portfolio
        </Link>
        <ExportLinks />
      </div>
      <SuggestedActions />
      <Ledger />
    </>
  );
}

/**
 * The ledger's card: its filters, rows and entry dialogs. `account`: only that account's
 * transactions (an account's page), without the account filter.
 */
export function Ledger({ account }: { account?: string }) {
  const names = useAccountNames();
  const accounts = useAccounts().data?.accounts ?? [];
  const [accountFilter, setAccountFilter] = useState('');
  const [symbol, setSymbol] = useState('');
  const [type, setType] = useState<TransactionType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const [entry, setEntry] = useState<{ editing: Transaction | null } | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useRemoveTransaction();
  const scope = account ?? accountFilter;
  const page = useTransactions({
    ...(scope && { account: scope }),
    ...(symbol.trim() && { symbol: symbol.trim().toUpperCase() }),
    ...(type && { type }),
    ...(from && { from }),
    ...(to && { to }),
    limit: TRANSACTIONS_PAGE_SIZE,
    offset,
  });
  const filter =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setOffset(0);
    };
  return (
    <>
      <Card
        title="Ledger"
        action={
          <span className="flex flex-wrap gap-2">
            <Button onClick={() => setImporting(true)}>Import</Button>
            <Button variant="primary" onClick={() => setEntry({ editing: null })}>
              Add Transaction
            </Button>
          </span>
        }
      >
        <form
          role="search"
          aria-label="Filter transactions"
          className="mb-4 flex flex-wrap gap-2"
          onSubmit={(e) => e.preventDefault()}
        >
          {!account && (
            <label className="text-sm">
              <span className="block">Account</span>
              <select
                className={input}
                value={accountFilter}
                onChange={(e) => filter(setAccountFilter)(e.target.value)}
              >
                <option value="">All accounts</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="text-sm">
            <span className="block">Symbol</span>
            <input
              className={input}
              value={symbol}
              onChange={(e) => filter(setSymbol)(e.target.value)}
            />
          </label>
          <label className="text-sm">
            <span className="block">Type</span>
            <select
              className={input}
              value={type}
              onChange={(e) => filter(setType)(e.target.value as TransactionType | '')}
            >
              <option value="">All</option>
              {TRANSACTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TRANSACTION_LABELS[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="block">From</span>
            <input
              type="date"
              className={input}
              value={from}
              onChange={(e) => filter(setFrom)(e.target.value)}
            />
          </label>
          <label className="text-sm">
            <span className="block">To</span>
            <input
              type="date"
              className={input}
              value={to}
              onChange={(e) => filter(setTo)(e.target.value)}
            />
          </label>
        </form>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {page.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : page.isError ? (
          <ErrorState message={page.error.message} onRetry={() => void page.refetch()} />
        ) : page.data.transactions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No transactions match.</p>
        ) : (
          <ul aria-label="Transactions" className="divide-y divide-slate-200 dark:divide-slate-800">
            {page.data.transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                {/* On a phone the figures take a line of their own. */}
                <span className="tabular-nums sm:w-24">{t.date}</span>
                <span className="font-medium sm:w-28">{TRANSACTION_LABELS[t.type]}</span>
                <span className="font-medium sm:w-16">{t.symbol}</span>
                {!account && (
                  <span className="text-slate-600 sm:w-28 dark:text-slate-400">
                    {names.get(t.accountId) ?? ''}
                  </span>
                )}
                <span className="w-full min-w-0 tabular-nums break-words sm:w-auto sm:flex-1">
                  {transactionDetail(t, names)}
                  {lotMethodNote(t)}
                </span>
                <span className="flex gap-1">
                  <Button
                    variant="ghost"
                    aria-label={`Edit ${transactionName(t)}`}
                    onClick={() => setEntry({ editing: t })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Delete ${transactionName(t)}`}
                    onClick={() => setDeleting(t)}
                  >
                    Delete
                  </Button>
                </span>
                {/* The note whole, on a line of its own: it was readable only in the Edit dialog. */}
                {t.note && (
                  <p className="w-full min-w-0 break-words whitespace-pre-line text-slate-600 dark:text-slate-400">
                    {t.note}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {page.data && page.data.total > TRANSACTIONS_PAGE_SIZE && (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm">
            <Button
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - TRANSACTIONS_PAGE_SIZE))}
            >
              Previous
            </Button>
            <span>
              {offset + 1}–{Math.min(offset + TRANSACTIONS_PAGE_SIZE, page.data.total)} of{' '}
              {page.data.total}
            </span>
            <Button
              disabled={page.data.nextOffset === null}
              onClick={() => setOffset(page.data.nextOffset ?? offset)}
            >
              Next
            </Button>
          </nav>
        )}
      </Card>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {entry && (
        <EntryDialog
          open
          editing={entry.editing}
          account={account}
          onClose={() => setEntry(null)}
        />
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={() => setDeleting(null)}
        title="Delete Transaction"
        description={deleting ? `Delete the ${transactionName(deleting)}?` : undefined}
      >
        <div className="mt-6 flex justify-end gap-2">
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            variant="danger"
            onClick={() => {
              const id = deleting?.id;
              setDeleting(null);
              setFailure(null);
              if (id)
                remove.mutate(id, {
                  onError: (error) =>
                    setFailure(
                      error instanceof ApiRequestError && error.status < 500
                        ? error.message
                        : 'Failed to delete the transaction. Please try again.',
                    ),
                });
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}
