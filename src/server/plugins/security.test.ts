import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { THEME_INIT_SCRIPT } from '#shared/preferences/theme-init.ts';
import { recordHeaders, registerSecurityHeaders, securityHeaders } from './security.ts';

async function headersOf(options: { https: boolean }) {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, await securityHeaders(options));
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
  it('runs scripts only from our own origin and the theme script by its hash: no eval, no plugins', async () => {
    const csp = directives((await headersOf({ https: false }))['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const themeHash = createHash('sha256').update(THEME_INIT_SCRIPT, 'utf8').digest('base64');
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${themeHash}'`]);
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

describe('headers worked out once (docs/decisions/043)', () => {
  it('are the very headers helmet sets on a live response', async () => {
    const middleware = helmet({ strictTransportSecurity: { maxAge: 60 } });
    const server = createServer((req, res) => {
      res.setHeader('X-Powered-By', 'something');
      middleware(req, res, () => res.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const live = await fetch(`http://127.0.0.1:${port}/`);
    await live.text();
    server.close();
    const recorded = await recordHeaders(middleware);
    // Node's own headers aside, the live response has exactly the recorded ones.
    const nodes = new Set(['date', 'connection', 'keep-alive', 'content-length']);
    const helmets = [...live.headers].filter(([name]) => !nodes.has(name));
    expect(helmets.length).toBeGreaterThanOrEqual(12);
    expect(Object.fromEntries(helmets)).toEqual(recorded.headers);
    expect(recorded.removed).toEqual(['x-powered-by']);
    expect(live.headers.get('x-powered-by')).toBeNull();
  });

  it('are sent on answers, 404s and failures alike, and not on a route that opts out', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, await securityHeaders({ https: true }));
    app.get('/page', async () => 'ok');
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    app.get('/upgrade', { config: { securityHeaders: false } }, async () => 'raw');
    const [page, missing, broken, upgrade] = await Promise.all(
      ['/page', '/missing', '/broken', '/upgrade'].map((url) => app.inject({ url })),
    );
    await app.close();
    for (const response of [page, missing, broken]) {
      expect(response?.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response?.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response?.headers['x-frame-options']).toBe('DENY');
    }
    expect(upgrade?.headers['content-security-policy']).toBeUndefined();
  });
});
