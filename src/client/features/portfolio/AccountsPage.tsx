import { useState, type FormEvent } from 'react';
import { ACCOUNT_KIND_LABELS, type Account } from '#shared/portfolio/portfolio-accounts.ts';
import { Field, FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Link } from '../../lib/routing.tsx';
import { AccountForm } from './AccountForm.tsx';
import {
  useAccounts,
  useCreateAccount,
  useDeleteAccount,
  useUpdateAccount,
  type AccountDeletion,
} from './accounts-api.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';

/** The server's message for a refusal it explains (400, 409); a plain sentence otherwise. */
export const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;

function RenameForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const update = useUpdateAccount();
  const [name, setName] = useState(account.name);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: account.id, patch: { name } });
      onDone();
    } catch (error) {
      setFailure(refusal(error, 'Failed to rename the account'));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-2 space-y-2">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field
        label={`New name for ${account.name}`}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

/** /portfolio/accounts: your accounts, a new one, and each one's rename, archive and delete. */
export function AccountsPage() {
  const accounts = useAccounts();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const list = accounts.data?.accounts ?? [];
  const write = async (action: () => Promise<unknown>, fallback: string) => {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(refusal(error, fallback));
      return false;
    }
  };
  const confirmDelete = async (deletion: AccountDeletion) => {
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(deletion);
      setDeleting(null);
    } catch (error) {
      setDeleteFailure(refusal(error, 'Failed to delete the account'));
    }
  };
  return (
    <>
      <PageHeader title="Accounts">
        <Link to="/portfolio" className="underline">
          Back to the portfolio
        </Link>
      </PageHeader>
      <div className="space-y-4 lg:space-y-6">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Card title="Your accounts">
          {accounts.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : accounts.isError ? (
            <ErrorState
              message="Failed to load your accounts"
              onRetry={() => void accounts.refetch()}
            />
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No accounts yet: your first entry opens one.
            </p>
          ) : (
            <ul aria-label="Accounts" className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((account) => (
                <li key={account.id} className="py-3 text-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={`/portfolio/accounts/${account.id}`}
                        className="text-base font-semibold hover:underline"
                      >
                        {account.name}
                      </Link>
                      {account.archived && (
                        <span className="ml-2 rounded-md bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-800">
                          Archived
                        </span>
                      )}
                      <p className="text-slate-600 dark:text-slate-400">
                        {[
                          ACCOUNT_KIND_LABELS[account.kind],
                          account.institution,
                          account.currency,
                          `${account.transactions} ${account.transactions === 1 ? 'transaction' : 'transactions'}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="ghost"
                        aria-label={`Rename ${account.name}`}
                        onClick={() => setRenaming(account.id)}
                      >
                        Rename
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`${account.archived ? 'Unarchive' : 'Archive'} ${account.name}`}
                        onClick={() =>
                          void write(
                            () =>
                              update.mutateAsync({
                                id: account.id,
                                patch: { archived: !account.archived },
                              }),
                            'Failed to update the account',
                          )
                        }
                      >
                        {account.archived ? 'Unarchive' : 'Archive'}
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`Delete ${account.name}`}
                        onClick={() => {
                          setDeleteFailure(null);
                          setDeleting(account);
                        }}
                      >
                        Delete
                      </Button>
                    </div>
                  </div>
                  {renaming === account.id && (
                    <RenameForm account={account} onDone={() => setRenaming(null)} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="New account">
          <AccountForm
            submitLabel="Create account"
            onSubmit={(input) =>
              write(() => create.mutateAsync(input), 'Failed to create the account')
            }
          />
        </Card>
      </div>
      <DeleteAccountDialog
        account={deleting}
        others={list.filter((account) => account.id !== deleting?.id)}
        failure={deleteFailure}
        onCancel={() => setDeleting(null)}
        onConfirm={(deletion) => void confirmDelete(deletion)}
      />
    </>
  );
}
