import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/PageHeader.tsx';

export function StockPage() {
  const symbol = (useParams().symbol ?? '').toUpperCase();
  return <PageHeader title={symbol} />;
}
