import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account before carries a token binding that account's e-mail to a
 * random device id, signed with the auth secret. Sign-ins that present it are judged by that
 * device's own failures, so strangers' failures cannot lock the owner out
 * (docs/decisions/014-device-cookies-and-hashing-pool.md).
 *
 * Value: `<device id>.<expiry, unix seconds>.<HMAC-SHA256 of e-mail, id and expiry>`. The
 * e-mail itself is not in the cookie: the one typed into the sign-in form is checked against
 * the signature, so a cookie for another account (or edited in any way) is no cookie at all.
 */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

const VALUE_PATTERN = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/;

export function createDeviceCookies(options: { secret: string; https: boolean }) {
  // A key of its own, so a device signature can never pass for a session or token signature.
  const key = createHmac('sha256', options.secret).update('tickerdeck device cookie v1').digest();
  // __Host- needs Secure, Path=/ and no Domain: only over https (like the session cookies).
  const name = options.https ? '__Host-tickerdeck.device' : 'tickerdeck.device';

  const sign = (email: string, deviceId: string, expires: number) =>
    createHmac('sha256', key).update(`${email}\n${deviceId}\n${expires}`).digest();

  return {
    name,

    /** The device id of a valid, unexpired cookie for this e-mail in a Cookie header; else null. */
    read(cookieHeader: string | undefined, email: string, now = Date.now()): string | null {
      const value = cookieValue(cookieHeader, name);
      const match = value ? VALUE_PATTERN.exec(value) : null;
      if (!match?.[1] || !match[2] || !match[3]) return null;
      const [, deviceId, expiresText, signature] = match;
      const expires = Number(expiresText);
      if (expires * 1000 <= now) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(email, deviceId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },

    /** A Set-Cookie header trusting this browser for `email` (a new device id unless given). */
    issue(email: string, deviceId = randomBytes(16).toString('base64url'), now = Date.now()) {
      const expires = Math.floor(now / 1000) + DEVICE_COOKIE_SECONDS;
      const value = `${deviceId}.${expires}.${sign(email, deviceId, expires).toString('base64url')}`;
      const secure = options.https ? '; Secure' : '';
      return `${name}=${value}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** The first cookie called `name` in a Cookie request header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}
