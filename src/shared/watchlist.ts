import { z } from 'zod';
import { symbolSchema } from './symbols.ts';

// The signed-in user's watchlist (SPEC §3).

export const WATCHLIST_MAX_SYMBOLS = 500;

export const watchlistSchema = z.object({ watchlist: z.array(symbolSchema) });
