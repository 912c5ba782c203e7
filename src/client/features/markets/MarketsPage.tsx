import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function MarketsPage() {
  return <PageHeader title="Markets" />;
}
