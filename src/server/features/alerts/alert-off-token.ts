import { createHmac, timingSafeEqual } from 'node:crypto';

// The link in an alert e-mail that turns the alert off without a sign-in: the alert's id and an
// HMAC of it under the auth secret, so nobody can forge a link to someone else's alert. It turns
// one alert off (paused; the user can resume it) and nothing else, so it never expires.

const ID_HEX = 32;

export function createAlertOffTokens(secret: string) {
  const key = createHmac('sha256', secret).update('tickerdeck alert-off link v1').digest();
  const mac = (hex: string) =>
    createHmac('sha256', key).update(hex).digest().subarray(0, 24).toString('base64url');
  return {
    sign(alertId: string): string {
      const hex = alertId.replaceAll('-', '').toLowerCase();
      return `${hex}${mac(hex)}`;
    },
    /** The alert id the token names, or null when it was not made by us. */
    verify(token: string): string | null {
      const hex = token.slice(0, ID_HEX);
      if (!/^[0-9a-f]{32}$/.test(hex)) return null;
      const given = Buffer.from(token.slice(ID_HEX));
      const expected = Buffer.from(mac(hex));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

export type AlertOffTokens = ReturnType<typeof createAlertOffTokens>;
