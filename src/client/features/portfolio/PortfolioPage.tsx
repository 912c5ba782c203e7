import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function PortfolioPage() {
  return <PageHeader title="Portfolio" />;
}
