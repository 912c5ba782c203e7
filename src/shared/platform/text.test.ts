import { describe, expect, it } from 'vitest';
import { linkTokenSchema } from '../accounts/accounts.contract.ts';
import { isPlainText, isStorableText } from './text.ts';
import { addPositionInputSchema, positionIdSchema } from '../portfolio/portfolio.ts';
import { transactionIdSchema } from '../portfolio/portfolio-ledger.ts';

describe('isStorableText', () => {
  it.each([
    ['a NUL', 'AAPL\u0000'],
    ['a lone high surrogate', 'A\ud800'],
    ['a lone low surrogate', '\udc00A'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_label, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('keeps emoji (surrogate pairs), accents, zero-width joiners and other scripts', () => {
    for (const text of ['💥', '👩‍👩‍👧', 'Zoë', '株式会社', 'مرحبا', '']) {
      expect(isStorableText(text)).toBe(true);
    }
  });
});

describe('isPlainText', () => {
  it('refuses controls, line separators and direction overrides in a one-line label', () => {
    for (const text of ['a\tb', 'a\nb', '\u007f', '\u0085', '\u2028', '\u202eevil', '\u2066x']) {
      expect(isPlainText(text)).toBe(false);
    }
    expect(isPlainText('Apple Inc. 🍎')).toBe(true);
  });
});

describe('the schemas at the boundary', () => {
  const position = { symbol: 'AAPL', shares: 1, purchasePrice: 100 };

  it('refuses a position name PostgreSQL could not store or that displays reversed', () => {
    for (const name of ['Apple\u0000', 'A\ud800', '\u202eelppA', 'two\nlines']) {
      expect(
        addPositionInputSchema.safeParse({ ...position, name }).error?.issues[0]?.message,
      ).toBe('Name contains invalid characters');
    }
    expect(addPositionInputSchema.parse({ ...position, name: ' Apple Inc. ' }).name).toBe(
      'Apple Inc.',
    );
  });

  it('takes only position ids of the shapes we make them in: the old symbol-ms and UUIDv7', () => {
    for (const id of ['BRK.B-1795220618759', '019ac5a1-7d3e-7b21-9f04-3c2d1e0a9b8c']) {
      expect(positionIdSchema.parse(id)).toBe(id);
      expect(transactionIdSchema.parse(id)).toBe(id);
    }
    for (const id of [
      '\u0000',
      'AAPL-1\u0000',
      '../AAPL-1',
      'aapl-1',
      'AAPL',
      'AAPL-',
      'A'.repeat(40),
      // UUIDs of another version or variant, upper-case, braced, or with anything around them.
      '019ac5a1-7d3e-4b21-9f04-3c2d1e0a9b8c',
      '019ac5a1-7d3e-7b21-cf04-3c2d1e0a9b8c',
      '019AC5A1-7D3E-7B21-9F04-3C2D1E0A9B8C',
      '{019ac5a1-7d3e-7b21-9f04-3c2d1e0a9b8c}',
      '019ac5a1-7d3e-7b21-9f04-3c2d1e0a9b8c\n',
      '019ac5a17d3e7b219f043c2d1e0a9b8c',
    ]) {
      expect(positionIdSchema.safeParse(id).success, id).toBe(false);
      expect(transactionIdSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it('takes only mailed link tokens of the shape better-auth makes them in', () => {
    for (const token of ['abcdefghijklmnopqrstuvwx', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln-_']) {
      expect(linkTokenSchema.parse(token)).toBe(token);
    }
    for (const token of ['abc\u0000', '\ud800', 'a b', 'a/b', '%00', '']) {
      expect(linkTokenSchema.safeParse(token).success).toBe(false);
    }
  });
});
