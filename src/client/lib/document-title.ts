import { useEffect } from 'react';

/**
 * The tab's title while a page is shown: 'Markets · Tickerdeck'. An effect, not a rendered
 * <title>: React 19 hoists that into <head>, Preact (what ships, decision 040) does not.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tickerdeck`;
  }, [title]);
}
