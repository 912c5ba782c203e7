import fc from 'fast-check';

// What a stranger on the internet sends instead of what a form would: NUL,
// unpaired surrogates, direction overrides, zero-width characters, path tricks, 10k characters,
// numbers out of range, wrong types. Used by tests/hostile-input.test.ts.

const LONG = 'A'.repeat(10_000);

/** Hand-picked strings, each a known way to break a parser, a query or a screen. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'AAPL\u0000',
  '\u0000AAPL',
  '\ud800',
  '\udfff',
  'A\ud83d',
  '\udc00A',
  '\u202eLPAA',
  '\u2066x\u2069',
  'A\u200bAPL',
  '\ufeffAAPL',
  '\u2028',
  '\r\n',
  '\t',
  '\u007f',
  '\u0085',
  '💥👩‍👩‍👧',
  '。',
  '../x',
  '..',
  '%00',
  '%2e%2e',
  '%2e%2e%2f',
  '/\\evil.example',
  '//evil.example',
  'A?token=x',
  'A#x',
  'a&b=c',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '0x10',
  LONG,
  `${LONG}\u0000`,
] as const;

/** Text a stranger might send: the list above, random code points, and mixtures of both. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('AAPL', 'Ada', 'x', ''),
        fc.constantFrom(...NASTY_STRINGS),
        fc.constantFrom('', 'MSFT', ' '),
      )
      .map((parts) => parts.join('')),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e-7, 0.0000001, 1e9 + 1, 1e12 + 1, 1e308, -1e308, 2 ** 53 + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind or content. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__":{"admin":true}}'),
      [[[[]]]],
      {},
      [],
      '',
    ),
  },
);

/**
 * Percent-encodes for a URL, keeping what encodeURIComponent refuses: an unpaired surrogate
 * becomes its three WTF-8 bytes (%ED%A0%80), as a hand-made request could send.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i] ?? '');
    }
  }
  return out;
}

/** Already-encoded URL pieces that decode into trouble, sent as they are. */
const RAW_URL_PIECES = [
  '%00',
  'A%00',
  '%2e%2e',
  '%2e%2e%2f',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '%5C',
  '%',
  '%zz',
  '%C0%AE',
  '%ED%A0%80',
  '%E2%80%AE',
  '%FF',
  'A'.repeat(5_000),
] as const;

/** A path segment or query value: valid ones now and then, so deeper checks are reached too. */
export const urlPiece = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valid.map(percentEncode) },
    { weight: 4, arbitrary: hostileText.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
  );
