import { z } from 'zod/mini';
import { symbolSchema } from '../platform/symbols.ts';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../platform/text.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// The signed-in user's watchlists (SPEC §3; several named lists: docs/decisions/033). The first
// list is SPEC's 'Your Watchlist': the single-list routes and the dashboard card act on it.

export const WATCHLIST_MAX_SYMBOLS = 500;
export const WATCHLIST_MAX_LISTS = 20;
export const WATCHLIST_NAME_MAX = 40;
export const WATCHLIST_NOTE_MAX = 200;
/** The name a user's first list gets when it is made for them. */
export const FIRST_WATCHLIST_NAME = 'Your Watchlist';

export const watchlistSchema = lazySchema(() => z.object({ watchlist: z.array(symbolSchema) }));

/** A list's name: trimmed, 1–40 characters, one line. Unique per user, ignoring case. */
export const watchlistNameSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name is required'),
      z.maxLength(WATCHLIST_NAME_MAX, `Name: at most ${WATCHLIST_NAME_MAX} characters`),
      z.refine(isPlainText, `Name ${PLAIN_TEXT_MESSAGE}`),
    ),
);

/** A symbol's note; empty clears it. */
export const watchlistNoteSchema = lazySchema(() =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(WATCHLIST_NOTE_MAX, `Note: at most ${WATCHLIST_NOTE_MAX} characters`),
        z.refine(isPlainText, `Note ${PLAIN_TEXT_MESSAGE}`),
      ),
    z.transform((text: string) => (text === '' ? null : text)),
  ),
);

export const watchlistItemSchema = lazySchema(() =>
  z.object({ symbol: symbolSchema, note: z.nullable(z.string()) }),
);

export const watchlistListSchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    items: z.array(watchlistItemSchema),
  }),
);

/** All of a user's lists, first list first, each list's symbols in the order they were added. */
export const watchlistsSchema = lazySchema(() => z.object({ lists: z.array(watchlistListSchema) }));

export type WatchlistItem = z.infer<typeof watchlistItemSchema>;
export type WatchlistList = z.infer<typeof watchlistListSchema>;
export type Watchlists = z.infer<typeof watchlistsSchema>;
