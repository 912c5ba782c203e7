import { vi } from 'vitest';
import { accountContract } from '#shared/accounts/accounts.contract.ts';

/**
 * Stubs fetch: the session check answers `session`, every other address an empty object (tests
 * here ask *whether* something was requested, not what it held). Returns the paths requested, in
 * order, without their query strings.
 */
export function stubServerWithSession(session: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url.split('?')[0] ?? url);
      const body = url === accountContract.session.path ? session : {};
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}
