import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title.ts';

interface Props {
  title: string;
  /** Shown under the title; also the document title's prefix when `documentTitle` is unset. */
  children?: ReactNode;
  documentTitle?: string;
}

export function PageHeader({ title, children, documentTitle }: Props) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children && (
        <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</div>
      )}
    </header>
  );
}
