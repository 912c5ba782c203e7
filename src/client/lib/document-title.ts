import { useEffect } from 'react';

/** The tab's title while a page is shown: 'Markets · Tickerdeck' (after a navigation too). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tickerdeck`;
  }, [title]);
}
