import { ACCOUNTS_MAX, accountInputSchema } from '#shared/portfolio/portfolio-accounts.ts';
import type { AccountRef } from './formats/format.ts';

// The accounts a file's rows name (docs/decisions/085): the user's account of that name
// (case-insensitive, archived ones too: names are unique per user), or one the import opens with
// the file's kind and currency. Never more than ACCOUNTS_MAX in all: a row naming one more is an
// error on its line. Pure: it runs in the import's worker thread.

export interface KnownAccount {
  id: string;
  name: string;
  currency: string;
}

export interface OpenedAccount extends KnownAccount {
  kind: string;
}

export interface AccountBook {
  /** The account's id and currency, or why the row cannot go there. */
  place(ref: AccountRef, rowCurrency: string | undefined): KnownAccount | { error: string };
  /** Accounts the file names that the user does not have, in the order first named. */
  opened: OpenedAccount[];
}

export function accountBook(existing: readonly KnownAccount[], newId: () => string): AccountBook {
  const byName = new Map(existing.map((account) => [account.name.toLowerCase(), account]));
  const opened: OpenedAccount[] = [];
  return {
    opened,
    place(ref, rowCurrency) {
      const found = byName.get(ref.name.trim().toLowerCase());
      if (found) return found;
      const parsed = accountInputSchema.safeParse({
        name: ref.name,
        kind: ref.kind || 'brokerage',
        currency: ref.currency || rowCurrency || 'USD',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { error: `Account "${ref.name.slice(0, 60)}": ${issue?.message ?? 'invalid'}` };
      }
      if (byName.size >= ACCOUNTS_MAX) {
        return {
          error: `Account "${parsed.data.name}" cannot be opened: you have the most accounts allowed (${ACCOUNTS_MAX}).`,
        };
      }
      const account = { id: newId(), ...parsed.data };
      byName.set(account.name.toLowerCase(), account);
      opened.push(account);
      return account;
    },
  };
}
