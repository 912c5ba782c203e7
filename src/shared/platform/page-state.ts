// The data a server-rendered page carries for the browser's hydration (docs/performance.md): the
// query cache's answers its markup shows (TanStack Query's dehydrated state) and when the server
// rendered it, in a JSON data block of this id (`<script type="application/json">`: data the
// browser never runs, so the CSP needs no exception). The service worker's offline app shell has
// no block: that page renders in the browser alone.

export const PAGE_STATE_ELEMENT_ID = 'tickerdeck-state';

export interface PageState {
  /** TanStack Query's dehydrate() of the server's cache after the screen's loaders ran. */
  state: unknown;
  /** Epoch milliseconds: the clock the page's "5 min ago" words were written with. */
  renderedAt: number;
}
