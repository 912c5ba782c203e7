import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';
import { marketStatusQuery } from '../../lib/market-queries.ts';
import { marketNewsQuery } from './api.ts';
import { NewsList } from './NewsList.tsx';

export function MarketNewsCard() {
  const news = useQuery(marketNewsQuery());
  // SPEC §2: 'View all news' opens the data provider's news page, which the server names.
  const newsPageUrl = useQuery(marketStatusQuery()).data?.newsPageUrl;

  return (
    <Card
      title="Market News"
      action={
        newsPageUrl && (
          <a
            href={newsPageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            View all news
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )
      }
    >
      <NewsList news={news} failedMessage="Failed to load market news" />
    </Card>
  );
}
