import { z } from 'zod';
import { symbolSchema } from './symbols.ts';
import { isPlainText, PLAIN_TEXT_MESSAGE } from './text.ts';

// The signed-in user's watchlists (SPEC §3; several named lists: docs/decisions/033). The first
// list is SPEC's 'Your Watchlist': the single-list routes and the dashboard card act on it.

export const WATCHLIST_MAX_SYMBOLS = 500;
export const WATCHLIST_MAX_LISTS = 20;
export const WATCHLIST_NAME_MAX = 40;
export const WATCHLIST_NOTE_MAX = 200;
/** The name a user's first list gets when it is made for them. */
export const FIRST_WATCHLIST_NAME = 'Your Watchlist';

export const watchlistSchema = z.object({ watchlist: z.array(symbolSchema) });

/** A list's name: trimmed, 1–40 characters, one line. Unique per user, ignoring case. */
export const watchlistNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(WATCHLIST_NAME_MAX, `Name: at most ${WATCHLIST_NAME_MAX} characters`)
  .refine(isPlainText, `Name ${PLAIN_TEXT_MESSAGE}`);

/** A symbol's note; empty clears it. */
export const watchlistNoteSchema = z
  .string()
  .trim()
  .max(WATCHLIST_NOTE_MAX, `Note: at most ${WATCHLIST_NOTE_MAX} characters`)
  .refine(isPlainText, `Note ${PLAIN_TEXT_MESSAGE}`)
  .transform((text) => (text === '' ? null : text));

export const watchlistItemSchema = z.object({ symbol: symbolSchema, note: z.string().nullable() });

export const watchlistListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  items: z.array(watchlistItemSchema),
});

/** All of a user's lists, first list first, each list's symbols in the order they were added. */
export const watchlistsSchema = z.object({ lists: z.array(watchlistListSchema) });

export type WatchlistItem = z.infer<typeof watchlistItemSchema>;
export type WatchlistList = z.infer<typeof watchlistListSchema>;
export type Watchlists = z.infer<typeof watchlistsSchema>;
