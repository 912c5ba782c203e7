import type { Decimal } from 'decimal.js';
import { decimal } from '#shared/platform/money.ts';
import { TRANSACTION_TYPES } from '#shared/portfolio/portfolio-ledger.ts';
import { LOT_METHODS } from '#shared/portfolio/portfolio-lots.ts';
import type { LedgerEntry } from './ledger-entry.ts';

// The ledger as ledgerText (ledger.repo.ts) writes it, back into entries for the maths.

type Cell = string | number | null | { buyId: string; quantity: string }[];

const text = (cell: Cell | undefined): string => (typeof cell === 'string' ? cell : '');

/**
 * Decimal values by their text within one parse: Decimals are immutable, so rows that share a
 * quantity, a price or a fee share one object (a large ledger repeats them often; constructing
 * 60,000 Decimals was a visible share of a request's CPU and garbage, decision 029).
 */
function decimalReader() {
  const seen = new Map<string, Decimal>();
  return (cell: Cell | undefined): Decimal | null => {
    if (typeof cell !== 'string') return null;
    let value = seen.get(cell);
    if (!value) {
      value = decimal(cell);
      seen.set(cell, value);
    }
    return value;
  };
}
const count = (cell: Cell | undefined) => (typeof cell === 'number' ? cell : null);

export function parseLedger(json: string): LedgerEntry[] {
  const rows = JSON.parse(json) as Cell[][];
  const exact = decimalReader();
  return rows.map((row) => {
    const type = TRANSACTION_TYPES.find((known) => known === row[1]);
    if (!type) throw new Error(`unknown transaction type ${String(row[1])}`);
    const from = count(row[8]);
    const to = count(row[9]);
    return {
      id: text(row[0]),
      type,
      symbol: text(row[2]),
      date: text(row[3]),
      quantity: exact(row[4]),
      price: exact(row[5]),
      amount: exact(row[6]),
      fees: exact(row[7]),
      ratio: from !== null && to !== null ? { from, to } : null,
      createdAt: count(row[10]) ?? 0,
      accountId: text(row[11]),
      toAccountId: text(row[12]),
      currency: text(row[13]),
      fxRate: exact(row[14]),
      acquiredOn: typeof row[15] === 'string' ? row[15] : null,
      lotMethod: LOT_METHODS.find((method) => method === row[16]) ?? null,
      lotPicks: Array.isArray(row[17])
        ? row[17].map((pick) => ({
            buyId: pick.buyId,
            quantity: exact(pick.quantity) ?? decimal(0),
          }))
        : null,
    };
  });
}
