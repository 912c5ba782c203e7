import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE_SECONDS } from './device-cookie.ts';

const secret = 'test-secret-that-is-at-least-32-characters-long';
const valueOf = (setCookie: string) => /^[^=]+=([^;]+)/.exec(setCookie)?.[1] ?? '';

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Lax, long-lived, and __Host- with Secure over https', () => {
    const plain = createDeviceCookies({ secret, https: false }).issue('ada@example.com');
    expect(plain).toMatch(/^tickerdeck\.device=/);
    expect(plain).toContain(`Max-Age=${DEVICE_COOKIE_SECONDS}`);
    expect(plain).toContain('; Path=/; HttpOnly; SameSite=Lax');
    expect(plain).not.toContain('Secure');
    const secure = createDeviceCookies({ secret, https: true }).issue('ada@example.com');
    expect(secure).toMatch(
      /^__Host-tickerdeck\.device=.*; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(secure).not.toContain('Domain');
  });

  it('names the device only for the e-mail it was issued for', () => {
    const cookies = createDeviceCookies({ secret, https: false });
    const value = valueOf(cookies.issue('ada@example.com', 'A'.repeat(22)));
    const header = `other=1; tickerdeck.device=${value}`;
    expect(cookies.read(header, 'ada@example.com')).toBe('A'.repeat(22));
    expect(cookies.read(header, 'eve@example.com')).toBeNull();
    expect(cookies.read(undefined, 'ada@example.com')).toBeNull();
  });

  it('refuses edited, forged, expired and foreign-secret cookies', () => {
    const cookies = createDeviceCookies({ secret, https: false });
    const now = Date.now();
    const value = valueOf(cookies.issue('ada@example.com', 'A'.repeat(22), now));
    const [id = '', expires = '', signature = ''] = value.split('.');
    const read = (v: string, at = now) =>
      cookies.read(`tickerdeck.device=${v}`, 'ada@example.com', at);
    expect(read(value)).not.toBeNull();
    expect(read(`${'B'.repeat(22)}.${expires}.${signature}`)).toBeNull();
    expect(read(`${id}.${Number(expires) + 1}.${signature}`)).toBeNull();
    expect(read(`${id}.${expires}.${'x'.repeat(43)}`)).toBeNull();
    expect(read(`${id}.${expires}.${signature}x`)).toBeNull();
    expect(read('garbage')).toBeNull();
    expect(read(value, now + (DEVICE_COOKIE_SECONDS + 1) * 1000)).toBeNull();
    const other = createDeviceCookies({ secret: `${secret}-other`, https: false });
    expect(other.read(`tickerdeck.device=${value}`, 'ada@example.com', now)).toBeNull();
  });
});
