import type { CorporateActionSuggestion } from '#shared/portfolio/portfolio-corporate-actions.ts';

// Market-data suggestions the user dismissed (docs/decisions/031), remembered in this browser
// per user id so they stay hidden across reloads; the server is not told (nothing is written).

const storageKey = (userId: string) => `tickerdeck:dismissed-actions:${userId}`;

/** One suggestion's identity: the ledger has at most one of each per symbol and date. */
export const suggestionKey = (s: Pick<CorporateActionSuggestion, 'symbol' | 'type' | 'date'>) =>
  `${s.symbol}|${s.type}|${s.date}`;

export function loadDismissed(userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((k) => typeof k === 'string') : []);
  } catch {
    // Unreadable (private mode, a hand-edited value): nothing dismissed.
    return new Set();
  }
}

export function saveDismissed(userId: string, keys: ReadonlySet<string>) {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify([...keys]));
  } catch {
    // Storage full or refused: hidden for this visit only.
  }
}
