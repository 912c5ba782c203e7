import Big from 'big.js';
import { useState } from 'react';
import type { Holding } from '#shared/portfolio/portfolio-ledger.ts';
import type { LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import { useAccounts } from './accounts-api.ts';
import { lotsToSend, picksProblem, type LotPicks } from './SellLots.tsx';

/** A stored sale's lot choice, to edit it: none stored is the oldest first. */
export interface SaleLotsStart {
  method: LotMethod | null;
  lots: readonly { buyId: string; quantity: string }[] | null;
}

/**
 * A sale's lot choice (docs/decisions/093): the account's method until the seller picks another,
 * and for specific lots the shares typed per lot. Always sent, so the sale keeps what was seen.
 */
export function useSaleLots(accountId: string, start?: SaleLotsStart) {
  const accounts = useAccounts().data?.accounts ?? [];
  const accountMethod = accounts.find((account) => account.id === accountId)?.lotMethod ?? 'fifo';
  const [chosen, setChosen] = useState<LotMethod | null>(start ? (start.method ?? 'fifo') : null);
  const [picks, setPicks] = useState<LotPicks>(
    Object.fromEntries((start?.lots ?? []).map((lot) => [lot.buyId, lot.quantity])),
  );
  const [tried, setTried] = useState(false);
  const method = chosen ?? accountMethod;
  return {
    method,
    picks,
    tried,
    setMethod: setChosen,
    setPicks,
    setTried,
    /** Why the choice cannot be sent with these lots and shares sold, or null. */
    problem: (lots: Holding['lots'], sold: string) =>
      method === 'specific' ? picksProblem(picks, lots, sold) : null,
    /** The sale's lot fields as the API takes them. */
    fields: () => ({
      lotMethod: method,
      lots: method === 'specific' ? lotsToSend(picks) : null,
    }),
    reset: () => {
      setChosen(null);
      setPicks({});
      setTried(false);
    },
  };
}

/**
 * The lots a sale being edited may name: the account's open lots, each with the shares this
 * sale already takes from it added back (they are open again if the sale changes).
 */
export function lotsForEdit(
  open: Holding['lots'],
  start: SaleLotsStart | undefined,
): Holding['lots'] {
  const named = new Map((start?.lots ?? []).map((lot) => [lot.buyId, lot.quantity]));
  return open.map((lot) => {
    const taken = named.get(lot.buyId);
    return taken ? { ...lot, quantity: new Big(lot.quantity).plus(taken).toFixed() } : lot;
  });
}
