import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath, SIGNED_OUT_EVERYWHERE } from './login-return.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/watchlist')).toBe('/watchlist');
    expect(safeNextPath('/portfolio/transactions?symbol=AAPL')).toBe(
      '/portfolio/transactions?symbol=AAPL',
    );
    expect(safeNextPath('/stock/BRK.B#news')).toBe('/stock/BRK.B#news');
    expect(safeNextPath('/alerts')).toBe('/alerts');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/portfolio'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /portfolio'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('refuses the login and sign-up pages themselves (no loop)', () => {
    expect(safeNextPath('/login?next=/portfolio')).toBeNull();
    expect(safeNextPath('/signup')).toBeNull();
  });

  it('normalises dot segments and still stays on this site', () => {
    expect(safeNextPath('/a/../portfolio')).toBe('/portfolio');
    expect(safeNextPath('/../../evil')).toBe('/evil');
  });
});

describe('loginPath', () => {
  it('carries where to return and why the page was shown', () => {
    expect(loginPath({ next: '/stock/AAPL' })).toBe('/login?next=%2Fstock%2FAAPL');
    expect(loginPath({ reason: SIGNED_OUT_EVERYWHERE })).toBe(
      '/login?reason=signed-out-everywhere',
    );
    expect(loginPath()).toBe('/login');
    expect(loginPath({ next: '/' })).toBe('/login');
    expect(loginPath({ next: '//evil.example' })).toBe('/login');
  });
});
