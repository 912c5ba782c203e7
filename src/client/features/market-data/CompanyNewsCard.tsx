import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/Card.tsx';
import { companyNewsQuery } from './api.ts';
import { NewsList } from './NewsList.tsx';

/** The stock page's 'News': the company's own recent news, shown as market news is. */
export function CompanyNewsCard({ symbol }: { symbol: string }) {
  const news = useQuery(companyNewsQuery(symbol));
  return (
    <Card title="News">
      <NewsList
        news={news}
        failedMessage="Failed to load news"
        emptyMessage={`No news about ${symbol} in the last week`}
      />
    </Card>
  );
}
