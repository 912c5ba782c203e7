import { Download } from 'lucide-react';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';

/** The ledger in our CSV format (it imports back as it was). */
export const LEDGER_EXPORT_PATH = portfolioContract.exportTransactions.path;
/** The whole account as JSON, beside /api/me (a user's data is theirs). */
export const ACCOUNT_EXPORT_PATH = accountContract.exportAccount.path;

const link =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Downloads of the user's own data; the server names the files (Content-Disposition). */
export function ExportLinks() {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={LEDGER_EXPORT_PATH} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
      <a href={ACCOUNT_EXPORT_PATH} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        Export all my data (JSON)
      </a>
    </div>
  );
}
