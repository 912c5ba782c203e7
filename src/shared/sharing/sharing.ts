import { z } from 'zod/mini';
import { symbolSchema } from '../platform/symbols.ts';
import { lazySchema } from '../platform/lazy-schema.ts';

// A read-only link to one watchlist: whoever holds the link sees the list's name and symbols,
// never its owner or notes. The token is 32 random bytes, base64url (43 characters).

/** Where a share link opens: the page of the client's sharing feature. */
export const sharedListPath = (token: string) => `/shared/${token}`;

/** A link token in shape; anything else is refused before any lookup. */
export const shareTokenSchema = lazySchema(() =>
  z.string().check(z.regex(/^[\w-]{43}$/, 'This link is not valid')),
);

/** The answer to sharing a list: the token is shown once, only its hash is stored. */
export const shareLinkSchema = lazySchema(() => z.object({ token: z.string(), path: z.string() }));
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** What a visitor with the link sees. */
export const sharedWatchlistSchema = lazySchema(() =>
  z.object({ name: z.string(), symbols: z.array(symbolSchema) }),
);
export type SharedWatchlist = z.infer<typeof sharedWatchlistSchema>;
