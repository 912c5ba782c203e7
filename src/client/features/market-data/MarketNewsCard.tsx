import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Card } from '../../components/ui/Card.tsx';
import { marketStatusQuery } from '../../lib/market-queries.ts';
import { Link } from '../../lib/routing.tsx';
import { marketNewsQuery } from './api.ts';
import { NewsList } from './NewsList.tsx';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400';

/** 'View all news': the provider's news page, or ours on the Markets page when it has none. */
function ViewAllNews() {
  const status = useQuery(marketStatusQuery()).data;
  if (!status) return null;
  if (status.newsPageUrl === null) {
    return (
      <Link to="/markets#news" className={linkClass}>
        View all news
      </Link>
    );
  }
  return (
    <a href={status.newsPageUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
      View all news
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function MarketNewsCard() {
  const news = useQuery(marketNewsQuery());
  return (
    <Card title="Market News" action={<ViewAllNews />}>
      <NewsList news={news} failedMessage="Failed to load market news" />
    </Card>
  );
}
