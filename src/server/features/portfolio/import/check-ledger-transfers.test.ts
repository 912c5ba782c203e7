import { describe, expect, it } from 'vitest';
import { decimal } from '#shared/platform/money.ts';
import type { LedgerEntry } from '../maths/ledger-entry.ts';
import { walkHoldings, type Accepted } from './walk-holdings.ts';

// Share transfers in an import's holdings walk: the source account gives the shares, the
// receiving one gets them, and a transfer refused for want of shares gives nothing.

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const storedBuy = (accountId: string, quantity: string): LedgerEntry => ({
  id: `stored-${accountId}`,
  type: 'buy',
  accountId,
  toAccountId: '',
  symbol: 'AAPL',
  date: '2024-01-02',
  quantity: decimal(quantity),
  price: decimal(150),
  amount: null,
  fees: null,
  ratio: null,
  currency: 'USD',
  fxRate: null,
  acquiredOn: null,
  lotMethod: null,
  lotPicks: null,
  createdAt: 1,
});

const transfer = (line: number, quantity: string, date: string): Accepted => ({
  line,
  accountId: A,
  fingerprint: `f${line}`,
  input: {
    type: 'transfer-shares',
    symbol: 'AAPL',
    date,
    quantity,
    toAccountId: B,
    currency: 'USD',
  },
});

const sellIn = (line: number, accountId: string, quantity: string, date: string): Accepted => ({
  line,
  accountId,
  fingerprint: `f${line}`,
  input: { type: 'sell', symbol: 'AAPL', date, quantity, price: '160', currency: 'USD' },
});

describe('share transfers in an import', () => {
  it('gives the receiving account the shares of an accepted transfer', () => {
    // A holds 5; moving 3 leaves 2 in A and gives B 3, which B sells.
    const rejected = walkHoldings(
      [transfer(2, '3', '2024-02-01'), sellIn(3, B, '3', '2024-03-01')],
      [storedBuy(A, '5')],
    );
    expect([...rejected]).toEqual([]);
  });

  it('gives the receiving account nothing when the transfer is refused', () => {
    // A holds 5; moving 8 is 3 short and refused, so B holds 0 and cannot sell 8 (before the
    // fix the refused transfer still counted 8 in B and the sell went through).
    const rejected = walkHoldings(
      [transfer(2, '8', '2024-02-01'), sellIn(3, B, '8', '2024-03-01')],
      [storedBuy(A, '5')],
    );
    expect(rejected.get(2)).toBe('You held 5 AAPL on 2024-02-01; selling 8 is 3 short.');
    expect(rejected.has(3)).toBe(true);
  });

  it('refuses a chain: B passes on shares it never got from a refused transfer', () => {
    // B also held 1 of its own: the sell of 1 in B still goes through, the second transfer
    // (B → A, 4) fails because B holds only its own 1.
    const back: Accepted = {
      ...transfer(4, '4', '2024-02-10'),
      accountId: B,
      input: { ...transfer(4, '4', '2024-02-10').input, toAccountId: A } as Accepted['input'],
    };
    const rejected = walkHoldings(
      [transfer(2, '8', '2024-02-01'), back, sellIn(5, B, '1', '2024-03-01')],
      [storedBuy(A, '5'), storedBuy(B, '1')],
    );
    expect([...rejected.keys()].sort()).toEqual([2, 4]);
  });
});
