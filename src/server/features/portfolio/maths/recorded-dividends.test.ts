import { describe, expect, it } from 'vitest';
import { suggestionsFor, type ReportedAction } from './corporate-action-suggestions.ts';
import { buy, dividend } from './scenario-kit.ts';

const paid = (date: string, perShare: string): ReportedAction => ({
  date,
  dividend: perShare,
  splitFactor: null,
});

// 40 shares from 2024-01-02; the provider reports two dividends of 0.25 a share, ex-dates
// 2024-02-09 and 2024-05-10: 0.25 × 40 = 10.00 each.
const bought = buy('AAPL', '2024-01-02', { quantity: '40', price: '100' });
const reported = [paid('2024-02-09', '0.25'), paid('2024-05-10', '0.25')];
const suggestedDates = (ledger: Parameters<typeof suggestionsFor>[1]) =>
  suggestionsFor('AAPL', ledger, reported).map((s) => s.date);

describe('a dividend already recorded on its ex-date or its pay date', () => {
  it('is not suggested again when recorded on the ex-date, whatever the amount', () => {
    expect(suggestedDates([bought, dividend('AAPL', '2024-02-09', '9.10')])).toEqual([
      '2024-05-10',
    ]);
  });

  it('is not suggested again when recorded on a pay date within 45 days for about the amount', () => {
    // Paid 2024-03-01, 21 days after the ex-date, 10.00 as suggested.
    expect(suggestedDates([bought, dividend('AAPL', '2024-03-01', '10.00')])).toEqual([
      '2024-05-10',
    ]);
    // 10.19 is within 2 % of 10.00 (0.20): the broker rounded per share.
    expect(suggestedDates([bought, dividend('AAPL', '2024-03-25', '10.19')])).toEqual([
      '2024-05-10',
    ]);
  });

  it('still suggests it when the recorded amount differs or the date is outside the window', () => {
    // 10.21 − 10.00 = 0.21 > 0.20: another payment.
    expect(suggestedDates([bought, dividend('AAPL', '2024-03-01', '10.21')])).toEqual([
      '2024-02-09',
      '2024-05-10',
    ]);
    // 2024-02-09 + 45 days = 2024-03-25; 2024-03-26 is 46 days on. Before the ex-date never counts.
    expect(suggestedDates([bought, dividend('AAPL', '2024-03-26', '10.00')])).toEqual([
      '2024-02-09',
      '2024-05-10',
    ]);
    expect(suggestedDates([bought, dividend('AAPL', '2024-02-08', '10.00')])).toEqual([
      '2024-02-09',
      '2024-05-10',
    ]);
  });

  it('lets one recorded dividend answer for one payment only, the earliest it fits', () => {
    // Ex-dates 30 days apart: a payment recorded on 2024-03-05 fits both windows, and is the first's.
    const close = [paid('2024-02-09', '0.25'), paid('2024-03-01', '0.25')];
    const ledger = [bought, dividend('AAPL', '2024-03-05', '10.00')];
    expect(suggestionsFor('AAPL', ledger, close).map((s) => s.date)).toEqual(['2024-03-01']);
  });
});
