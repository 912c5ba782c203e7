import { readDeviceSession, signOutConfirmed } from '../lib/pwa/device-session.ts';

// A Log Out this device made while the server could not be reached (docs/decisions/070): the
// worker tells the server before it lets an API address answer, and when Background Sync says
// the network is back (where the browser has it; the page retries too, it does not rely on it).

export interface SignOutPaths {
  /** POST: ends the session of the cookie the request carries. */
  signOut: string;
  /** GET: who the cookie's session belongs to now ({ user: null }: nobody). */
  session: string;
}

let replaying: Promise<boolean> | null = null;

/**
 * Tells the server of a Log Out still waiting, once at a time. True when none waits (any more):
 * the server answered, and the session check then said nobody is signed in.
 */
export function replayPendingSignOut(paths: SignOutPaths): Promise<boolean> {
  replaying ??= replay(paths).finally(() => {
    replaying = null;
  });
  return replaying;
}

const sameOrigin = { credentials: 'same-origin', headers: { accept: 'application/json' } } as const;

async function replay({ signOut, session }: SignOutPaths): Promise<boolean> {
  if (!(await readDeviceSession()).signOutPending) return true;
  try {
    await fetch(signOut, { ...sameOrigin, method: 'POST' });
    // The sign-out's own answer does not prove the cookie's session is gone: the check does.
    const check = await fetch(session, { ...sameOrigin, cache: 'no-store' });
    const answer: unknown = await check.json();
    const nobody =
      check.ok && typeof answer === 'object' && answer !== null && 'user' in answer
        ? answer.user === null
        : false;
    if (!nobody) return false;
    await signOutConfirmed();
    return true;
  } catch {
    return false;
  }
}
