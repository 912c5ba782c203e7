import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/PageHeader.tsx';

/** A page of plain text in sections (the Terms of Service, the Privacy Policy). */
export function LegalText({
  title,
  updated,
  children,
}: {
  title: string;
  /** When the text last changed (YYYY-MM-DD). */
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="max-w-3xl">
      <PageHeader title={title}>Last updated {updated}</PageHeader>
      <div className="space-y-5 text-sm leading-6 text-slate-800 dark:text-slate-200 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}
