import type { QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { LazyOnIntent } from './lazy-on-intent.ts';

export type ScreenParams = Record<string, string | undefined>;

/** What a screen's loader gets: the page's query client and the address's parameters. */
export interface ScreenLoad {
  queryClient: QueryClient;
  params: ScreenParams;
  /** The address's query ('?account=…'): what the screen reads from it, its loader loads. */
  search: URLSearchParams;
}

/**
 * One screen of the app, the single definition that the client router, the navigation prefetch
 * and the server renderer all read (docs/performance.md). A screen's first screen of data is
 * whatever its loaders put in the query cache: the server awaits them before it renders the page
 * and hands the answers over with it; in the browser a navigation starts them beside the screen's
 * code. Anything a screen reads that its loaders did not load renders as loading on both sides.
 */
export interface Screen {
  /** wouter's pattern: '/stock/:symbol'. */
  path: string;
  /** The screen's heading, the tab's title and the loading view's heading. */
  title?: string;
  /** The screen's own chunk: a visitor to / never downloads the portfolio's code. */
  view: LazyOnIntent<object>;
  /**
   * The source file `view` loads, as the build's manifest names it: the server links the chunk
   * from the page's head, so the browser fetches it beside the entry (checked when the server
   * starts: a file the manifest does not know stops it).
   */
  module: string;
  /** Loads the public data the first screen shows (prefetchQuery: never throws). */
  load?: (load: ScreenLoad) => Promise<unknown>;
  /** Loads the signed-in user's data the first screen shows; only for a verified user. */
  loadForUser?: (load: ScreenLoad) => Promise<unknown>;
  /** Outside the app's layout (the sign-in pages have their own card). */
  bare?: boolean;
}

/** A screen, typed: see `Screen`. */
export const defineScreen = (screen: Screen): Screen => screen;

/** An entry of the app's main navigation (the left bar, the phone's menu). */
export interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Its place in the navigation, lowest first (SPEC §2's order: tens, room between). */
  order: number;
}

/**
 * What a client feature adds to the app (docs/adding-a-feature.md): its screens and its entries
 * in the navigation. The app's list of features (app/screens.ts) builds the router and the
 * navigation from these; a feature never edits the router or the layout.
 */
export interface ClientFeature {
  name: string;
  screens: readonly Screen[];
  nav?: readonly NavEntry[];
}

export const defineClientFeature = (feature: ClientFeature): ClientFeature => feature;
