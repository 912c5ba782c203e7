import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function DashboardPage() {
  return <PageHeader title="Market Dashboard" />;
}
