import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

// A ledger transaction's id (docs/decisions/076). Rows entered before it keep SPEC §3's
// 'SYMBOL-<epoch ms>' ('AAPL-1795220618759'), which clients and exports still hold; rows
// entered since get a UUIDv7, which no other entry, of this user or any other, can take.
// Both shapes are checked before any query, so '%00' or '../x' in a path is a 400, not a lookup.

const LEGACY_ID = '[A-Z0-9][A-Z0-9.-]{0,9}-\\d{1,16}';
/** RFC 9562 version 7 with its variant bits, lower-case as we write them. */
const UUID_V7 = '[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const LEDGER_ID = new RegExp(`^(?:${UUID_V7}|${LEGACY_ID})$`);

/** A transaction's (or a position's, which is its buy's) id in a path. */
export const ledgerIdSchema = (message: string) =>
  lazySchema(() => z.string().check(z.regex(LEDGER_ID, message)));
