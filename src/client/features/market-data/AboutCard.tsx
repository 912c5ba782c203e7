import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  formatCalendarDate,
  formatCompactFromMillions,
  formatNumber,
  formatPhone,
} from '#shared/platform/format.ts';
import type { CompanyProfile } from '#shared/market-data/market-data.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';

const websiteLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
const safeWebsite = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

export function AboutCard({
  symbol,
  profile,
  fund = false,
}: {
  symbol: string;
  profile: UseQueryResult<{ profile: CompanyProfile | null }>;
  /** The provider says it is an exchange-traded fund (it then has no company profile). */
  fund?: boolean;
}) {
  const company = profile.data?.profile;
  const facts: [string, ReactNode][] = company
    ? [
        [
          'Website',
          company.website ? (
            <a
              href={safeWebsite(company.website)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-emerald-700 hover:underline dark:text-emerald-400"
            >
              {websiteLabel(company.website)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null,
        ],
        [
          'Market Cap',
          company.marketCapitalization === null
            ? null
            : formatCompactFromMillions(company.marketCapitalization, company.currency),
        ],
        ['Employees', company.employees === null ? null : formatNumber(company.employees)],
        ['Country', company.country],
        ['IPO Date', company.ipo ? formatCalendarDate(company.ipo) : null],
        ['Phone', company.phone ? formatPhone(company.phone) : null],
      ]
    : [];

  return (
    <Card title="About">
      {profile.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading company profile">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
      ) : profile.isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Failed to load stock data</p>
      ) : !company ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {fund
            ? 'The data provider has no company profile for ETFs.'
            : `The data provider has no company profile for ${symbol}.`}
        </p>
      ) : (
        <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="min-w-0 truncate text-right font-medium">{value ?? 'N/A'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
