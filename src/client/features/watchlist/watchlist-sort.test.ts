import { afterEach, describe, expect, it } from 'vitest';
import { storedSort, storeSort } from './watchlist-sort.ts';

afterEach(() => localStorage.clear());

describe('the remembered watchlist sort', () => {
  it('gives back the sort stored last', () => {
    expect(storedSort()).toBeNull();
    storeSort({ key: 'changePercent', ascending: false });
    storeSort({ key: 'marketCap', ascending: true });
    expect(storedSort()).toEqual({ key: 'marketCap', ascending: true });
  });

  it('ignores a stored value it cannot read: unknown column, bad JSON, wrong shape', () => {
    for (const raw of ['{"key":"volume","ascending":true}', '{not json', '[]', '"price"']) {
      localStorage.setItem('tickerdeck:watchlist-sort', raw);
      expect(storedSort(), raw).toBeNull();
    }
    localStorage.setItem('tickerdeck:watchlist-sort', '{"key":"price","ascending":"yes"}');
    expect(storedSort()).toBeNull();
  });
});
