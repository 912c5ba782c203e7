import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Link } from '../../lib/routing.tsx';
import { AccountSwitcher, useAccountParam } from './AccountSwitcher.tsx';
import { DividendCalendarView } from './DividendCalendar.tsx';
import {
  ForecastByMonth,
  HoldingYields,
  IncomeTotals,
  ReceivedByAccountAndSymbol,
  ReceivedByMonth,
  ReceivedByYear,
} from './IncomeTables.tsx';
import { useDividendCalendar, useIncome } from './income-api.ts';

// /portfolio/income: the dividend calendar of the year ahead (a month view and a list) and the
// income received, with the forecast and yields beside it (docs/decisions/092).

function Calendar({ account }: { account: string | undefined }) {
  const calendar = useDividendCalendar(account);
  return (
    <Card title="Dividend calendar">
      {calendar.isError && !calendar.data ? (
        <ErrorState
          message="Failed to load the dividend calendar"
          onRetry={() => void calendar.refetch()}
        />
      ) : calendar.data ? (
        <DividendCalendarView calendar={calendar.data} />
      ) : (
        <Skeleton className="h-96" />
      )}
    </Card>
  );
}

function Received({ account }: { account: string | undefined }) {
  const income = useIncome(account);
  const data = income.data;
  if (income.isError && !data) {
    return (
      <ErrorState message="Failed to load your income" onRetry={() => void income.refetch()} />
    );
  }
  if (!data) return <Skeleton className="h-64" />;
  return (
    <div className="space-y-4">
      <IncomeTotals income={data} />
      {data.holdings.length > 0 && <HoldingYields income={data} />}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ForecastByMonth income={data} />
        <ReceivedByYear income={data} />
      </div>
      {data.byMonth.length > 0 ? (
        <>
          <ReceivedByMonth income={data} />
          <ReceivedByAccountAndSymbol income={data} />
        </>
      ) : (
        <p className="text-sm">
          No dividends or interest recorded yet. Record them as transactions, or add the ones your
          holdings paid from the portfolio’s suggestions.
        </p>
      )}
    </div>
  );
}

export function IncomePage() {
  const [account, setAccount] = useAccountParam();
  return (
    <>
      <PageHeader title="Income">
        Dividends ahead and income received; projected dividends follow the last year’s payments.{' '}
        <Link to="/portfolio" className="text-emerald-700 underline dark:text-emerald-400">
          Back to portfolio
        </Link>
      </PageHeader>
      <div className="space-y-4">
        <AccountSwitcher account={account} onChange={setAccount} />
        <Calendar account={account} />
        <Received account={account} />
      </div>
    </>
  );
}
