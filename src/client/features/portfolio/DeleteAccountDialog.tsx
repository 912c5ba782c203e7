import { useState } from 'react';
import type { Account } from '#shared/portfolio/portfolio-accounts.ts';
import { FormMessage } from '../../components/forms/Field.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { selectClass } from '../../components/forms/SelectField.tsx';
import type { AccountDeletion } from './accounts-api.ts';

/**
 * Asks before an account goes. One with transactions asks what becomes of them: moved to
 * another account (a picker), or deleted with it (their count said). `failure`: the server's
 * refusal (409 when a move would leave a sell without its shares), shown in the dialog.
 */
export function DeleteAccountDialog({
  account,
  others,
  failure,
  onCancel,
  onConfirm,
}: {
  account: Account | null;
  /** Where its transactions may go: the user's other accounts. */
  others: readonly Account[];
  failure: string | null;
  onCancel: () => void;
  onConfirm: (deletion: AccountDeletion) => void;
}) {
  const [choice, setChoice] = useState<'move' | 'delete'>('move');
  const [moveTo, setMoveTo] = useState('');
  const count = account?.transactions ?? 0;
  const target = moveTo || others[0]?.id || '';
  const canMove = others.length > 0;
  const mode = canMove ? choice : 'delete';
  const confirm = () => {
    if (!account) return;
    if (count === 0) onConfirm({ id: account.id });
    else if (mode === 'move') onConfirm({ id: account.id, moveTo: target });
    else onConfirm({ id: account.id, deleteTransactions: true });
  };
  const plural = count === 1 ? 'transaction' : 'transactions';
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Delete ${account?.name ?? 'account'}`}
      description={
        count === 0
          ? 'This account has no transactions.'
          : `This account has ${count} ${plural}. What should become of them?`
      }
    >
      <div className="mt-4 space-y-3 text-sm">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {count > 0 && (
          <fieldset className="space-y-2">
            <legend className="sr-only">Its transactions</legend>
            {canMove && (
              <div className="space-y-2">
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="account-transactions"
                    checked={mode === 'move'}
                    onChange={() => setChoice('move')}
                  />
                  Move them to another account
                </label>
                {mode === 'move' && (
                  <select
                    aria-label="Move to account"
                    value={target}
                    onChange={(e) => setMoveTo(e.target.value)}
                    className={selectClass}
                  >
                    {others.map((other) => (
                      <option key={other.id} value={other.id}>
                        {other.name}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            )}
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="account-transactions"
                checked={mode === 'delete'}
                onChange={() => setChoice('delete')}
              />
              Delete its {count} {plural} with it
            </label>
          </fieldset>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="danger" onClick={confirm}>
            Delete account
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
