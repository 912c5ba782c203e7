import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

async function headersOf(options: { https: boolean }) {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, options);
  app.get('/page', async () => 'ok');
  const response = await app.inject({ url: '/page' });
  await app.close();
  return response.headers;
}

/** `default-src 'self'; img-src ...` → Map(directive → sources). */
function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers (OWASP ASVS 5.0, 3.4.x)', () => {
  it('runs scripts only from our own origin: no inline script, no eval, no plugins', async () => {
    const csp = directives((await headersOf({ https: false }))['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    for (const [name, sources] of csp) {
      if (name === 'style-src') continue; // UI primitives position popovers with inline styles
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
  });

  it('forbids <base>, framing by any site, and forms posting elsewhere', async () => {
    const headers = await headersOf({ https: false });
    const csp = directives(headers['content-security-policy']);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('turns off MIME sniffing and leaks only the origin to other sites', async () => {
    const headers = await headersOf({ https: false });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS (a year, subdomains) and upgrades mixed content only behind https', async () => {
    const plain = await headersOf({ https: false });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(directives(plain['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );

    const secure = await headersOf({ https: true });
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(secure['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
  });
});
