import { ACCOUNT_KIND_LABELS } from '#shared/portfolio/portfolio-accounts.ts';
import { LoginRedirect } from '../../components/ui/LoginRedirect.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Link, useParams } from '../../lib/routing.tsx';
import { useSession } from '../../lib/session.ts';
import { useAccounts } from './accounts-api.ts';
import { PortfolioOverview } from './PortfolioPage.tsx';
import { Ledger } from './TransactionsPage.tsx';

/** /portfolio/accounts/:id: one account's value, cash, holdings, performance and transactions. */
export function AccountPage() {
  const session = useSession();
  const { id = '' } = useParams<{ id: string }>();
  const accounts = useAccounts();
  if (session.status === 'signed-out') return <LoginRedirect />;
  const account = accounts.data?.accounts.find((a) => a.id === id);
  const missing = accounts.isSuccess && !account;
  return (
    <>
      <PageHeader title={account?.name ?? (missing ? 'Account not found' : 'Account')}>
        {account &&
          [ACCOUNT_KIND_LABELS[account.kind], account.institution, account.currency]
            .filter(Boolean)
            .join(' · ')}
      </PageHeader>
      <div className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link to="/portfolio" className="text-emerald-700 underline dark:text-emerald-400">
          Back to Portfolio
        </Link>
        <Link to="/portfolio/accounts" className="text-emerald-700 underline dark:text-emerald-400">
          All accounts
        </Link>
      </div>
      {missing ? (
        <p className="text-sm">No account of yours has this address.</p>
      ) : (
        <div className="space-y-4 lg:space-y-6">
          <PortfolioOverview account={id} />
          <Ledger account={id} />
        </div>
      )}
    </>
  );
}
