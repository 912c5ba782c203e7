// Where /login sends the user back after signing in, and why it was shown. `next`
// comes from the address bar, so anyone can craft it: only a path on this site is followed.

/** Why the login page was shown, when it was not the user's own choice. */
export const SIGNED_OUT_EVERYWHERE = 'signed-out-everywhere';

const BASE = 'https://tickerdeck.invalid';

const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * The same-site path in `raw`, or null: '/stock/AAPL?range=1M' is kept; '//evil.example',
 * '/\\evil.example', 'https://…', 'javascript:…' and anything that resolves off-site are refused,
 * as are /login and /signup themselves (a loop).
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  // Browsers read '\' as '/', so '/\evil' is '//evil'; control characters and spaces are
  // stripped by the URL parser and could smuggle either in.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw) || hasControl(raw))
    return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/login' || url.pathname === '/signup') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?next=%2Fportfolio' (and `reason`, if given); no `next` for the home page. */
export function loginPath({ next, reason }: { next?: string; reason?: string } = {}): string {
  const params = new URLSearchParams();
  const path = safeNextPath(next);
  if (path && path !== '/') params.set('next', path);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
