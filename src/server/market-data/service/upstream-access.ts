// Who is asking, for the one moment that matters: when a request is about to spend a call of
// the shared upstream budget (a cache miss). Cache hits never ask, so the hot path stays in
// memory (docs/decisions/015).

export interface UpstreamAdmission {
  /** May queue longer, ahead of ordinary calls: a signed-in user's own watchlist/portfolio symbol. */
  priority: boolean;
}

export interface UpstreamAccess {
  /**
   * Counts one upstream-spending request about `symbol` (null: a search or the news) against
   * the client's own limit. Throws ClientLimitExceeded when the client is over it; nothing is
   * spent then.
   */
  admit(symbol: string | null): Promise<UpstreamAdmission>;
  /**
   * Runs the work of one of the client's cache misses (our own CPU and database, and any
   * upstream call) in the client's turn, whatever the provider: a client has only so much of it
   * running and waiting at once. Throws ClientLimitExceeded, before any work, past that
   *. Absent: the work runs at once.
   */
  inTurn?<T>(work: () => Promise<T>): Promise<T>;
}

/** `work` in the client's turn when there is a client, else at once. */
export const inTurnOf = <T>(access: UpstreamAccess | undefined, work: () => Promise<T>) =>
  access?.inTurn ? access.inTurn(work) : work();

/** One upstream call's client and, for symbol calls, the symbol (which may earn priority). */
export interface UpstreamClaim {
  access: UpstreamAccess;
  symbol: string | null;
}

export const claimOf = (
  access: UpstreamAccess | undefined,
  symbol: string | null,
): UpstreamClaim | undefined => (access ? { access, symbol } : undefined);

/** The client used up its own share of upstream calls: a 429, not the provider's fault. */
export class ClientLimitExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many market-data requests from this client; retry in ${retryAfterSeconds} s`);
    this.name = 'ClientLimitExceeded';
  }
}
