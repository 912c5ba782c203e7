import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import { exDividendLines, nextTradingDay } from './ex-dividend-section.ts';

// The daily summary's ex-dividend section (docs/decisions/092).

const ko = { exDate: '2026-12-14', payDate: '2026-12-28', amount: '0.51', currency: 'USD' };

describe('the ex-dividend section of the daily summary', () => {
  it('names held symbols going ex on the next trading day, with what the shares will receive', () => {
    // Friday 11 December 2026: the next trading day is Monday the 14th. 50 × $0.51 = $25.50.
    const lines = exDividendLines(
      '2026-12-11',
      new Map([
        ['KO', decimal('50')],
        ['MSFT', decimal('10')],
      ]),
      new Map([
        ['KO', [ko]],
        // A later ex-date is not tomorrow's: left out.
        ['MSFT', [{ ...ko, exDate: '2026-12-15', amount: '0.83' }]],
      ]),
    );
    expect(lines).toEqual([
      'Going ex-dividend on Dec 14, 2026:',
      '  KO: $0.51 a share (about $25.50 on your 50 shares, paid Dec 28, 2026)',
      '',
    ]);
  });

  it('has nothing to say when no holding goes ex, or on the ex-date itself', () => {
    const held = new Map([['KO', decimal('50')]]);
    expect(exDividendLines('2026-12-14', held, new Map([['KO', [ko]]]))).toEqual([]);
    expect(
      exDividendLines('2026-12-11', new Map([['KO', decimal('0')]]), new Map([['KO', [ko]]])),
    ).toEqual([]);
  });

  it('skips the weekend and holidays to the next trading day', () => {
    // Thursday 24 December 2026: Christmas is a holiday, then a weekend: Monday the 28th.
    expect(nextTradingDay('2026-12-24')).toBe('2026-12-28');
  });
});
