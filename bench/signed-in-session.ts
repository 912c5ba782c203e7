import { fillPath } from '#shared/platform/contract.ts';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { watchlistContract } from '#shared/watchlist/watchlist.contract.ts';
import { portfolioContract } from '#shared/portfolio/portfolio.contract.ts';
import { BENCH_MAILBOX_TOKEN } from './built-server.ts';

const ORIGIN = 'http://localhost'; // the built server's BASE_URL: our routes check Origin

/** A verified account with a watchlist and positions; returns its session cookie. */
export async function signedInCookie(serverUrl: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthouse password 1';
  let cookie = '';
  const send = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(serverUrl + url, {
      method,
      redirect: 'manual',
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    return response;
  };
  await send('POST', accountContract.signUp.path, { name: 'Ada Lovelace', email, password });
  let link: string | undefined;
  for (let attempt = 0; !link && attempt < 100; attempt++) {
    const mailbox = await (
      await fetch(`${serverUrl}/dev/mailbox`, {
        headers: { authorization: `Bearer ${BENCH_MAILBOX_TOKEN}` },
      })
    ).text();
    link = /href="(http[^"]*verify-email[^"]*)"/.exec(mailbox)?.[1]?.replaceAll('&amp;', '&');
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no verification mail in /dev/mailbox');
  // Logging in with the mailed link's token finishes verification and signs in (decision 016).
  const signIn = await send('POST', accountContract.verifyEmail.path, {
    email,
    password,
    token: new URL(link).searchParams.get('token'),
    rememberMe: true,
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  for (const symbol of ['AAPL', 'MSFT', 'NVDA']) {
    await send('PUT', fillPath(watchlistContract.addToWatchlist.path, { symbol }));
    await send('POST', portfolioContract.addPosition.path, {
      symbol,
      shares: 3,
      purchasePrice: 150.5,
    });
  }
  return cookie;
}
