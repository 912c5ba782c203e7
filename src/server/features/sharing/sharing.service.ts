import type { ShareLink, SharedWatchlist } from '#shared/sharing/sharing.ts';
import { sharedListPath } from '#shared/sharing/sharing.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureServices } from '../../platform/feature.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hashShareToken, newShareToken } from './share-token.ts';
import { deleteShare, findShare, saveShare, sharesOf } from './sharing.repo.ts';

// Read-only links to a watchlist. The lists are the watchlist feature's: it says whether a list
// is the user's and what is in it (features.watchlist.find), read at call time.

/** A stranger's list is a 404 like a missing one: nobody learns which ids exist. */
const listNotFound = () => new HttpError(404, 'not-found', 'No such watchlist.');

const linkNotValid = () =>
  new HttpError(
    404,
    'not-found',
    'This link is no longer valid: its owner may have turned it off.',
  );

export function createSharingService(db: Db, lists: () => FeatureServices['watchlist']) {
  const ownList = async (userId: string, listId: string) => {
    if (!(await lists().find(userId, listId))) throw listNotFound();
  };

  return {
    /** A new link for the user's list; the list's older link stops working. */
    async share(userId: string, listId: string): Promise<ShareLink> {
      await ownList(userId, listId);
      const { token, hash } = newShareToken();
      if (!(await saveShare(db, { listId, userId, tokenHash: hash }))) throw listNotFound();
      return { token, path: sharedListPath(token) };
    },

    /** Turns the list's link off; idempotent. */
    async stop(userId: string, listId: string): Promise<void> {
      await ownList(userId, listId);
      await deleteShare(db, userId, listId);
    },

    /** What the link shows: the list's name and symbols, never its owner or notes. */
    async read(token: string): Promise<SharedWatchlist> {
      const share = await findShare(db, hashShareToken(token));
      const list = share && (await lists().find(share.userId, share.listId));
      if (!list) throw linkNotValid();
      return { name: list.name, symbols: list.symbols };
    },

    /** The account export's `shares`: which lists are shared since when, never a token. */
    exported: (userId: string) => sharesOf(db, userId),
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
