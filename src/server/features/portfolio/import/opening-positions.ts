import { Decimal } from 'decimal.js';
import { canonical, decimal } from '#shared/platform/money.ts';
import type { OpeningAccept, OpeningOffer } from '#shared/portfolio/portfolio-import-offers.ts';
import type { LedgerEntry } from '../maths/ledger-entry.ts';
import { holdingsOf, type Accepted } from './walk-holdings.ts';

// History that starts before the file (docs/decisions/030): a statement of the last year sells
// shares bought five years ago, or pays dividends on them. Rather than an error per line, the
// preview offers an opening position per holding: the shares the file's sells need, received the
// day before the file's first date (the cost per share asked, or left unknown). Accepted, it is
// written with the file's rows, in the same database transaction.

/** An offer and where it goes (the account is the holding's, known only within one analysis). */
export interface Opening extends Omit<OpeningOffer, 'accepted'> {
  accountId: string;
  currency: string;
}

/** The day before 'YYYY-MM-DD'. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** Shares to 6 places, rounded up: the opening must cover every sell. */
const sharesText = (value: Decimal) => canonical(value.toDecimalPlaces(6, Decimal.ROUND_UP));

/**
 * The opening positions the candidates need: per account and symbol, the shares its file sells
 * lack (counted back through any split after the opening date), or, for a holding with neither
 * shares nor sells (only dividends, fees, splits), one whose share count the person gives.
 */
export function openingsNeeded(rows: readonly Accepted[], stored: readonly LedgerEntry[]) {
  if (rows.length === 0) return [];
  const first = rows.reduce((min, row) => (row.input.date < min ? row.input.date : min), '9999');
  const date = dayBefore(first);
  const currencyOf = new Map(rows.map((row) => [row.line, row.input.currency]));
  const { byHolding, lineOf } = holdingsOf(rows, stored);
  const openings: Opening[] = [];
  for (const { accountId, symbol, entries } of byHolding.values()) {
    const lines: number[] = [];
    const hasBuy = entries.some((entry) => entry.type === 'buy');
    let held = decimal(0);
    let factor = decimal(1);
    let need = decimal(0);
    for (const entry of entries) {
      const line = lineOf.get(entry.id);
      if (!hasBuy && line !== undefined && entry.type !== 'sell') lines.push(line);
      if (entry.type === 'split' && entry.ratio) {
        const ratio = decimal(entry.ratio.to).dividedBy(entry.ratio.from);
        held = held.times(ratio);
        if (entry.date > date) factor = factor.times(ratio);
      } else if (entry.type === 'buy' && entry.quantity) held = held.plus(entry.quantity);
      else if (entry.type === 'sell' && entry.quantity) {
        if (entry.quantity.lessThanOrEqualTo(held)) held = held.minus(entry.quantity);
        else {
          // Only the file's sells are short for want of older history; a stored one was not.
          if (line !== undefined) {
            need = need.plus(entry.quantity.minus(held).dividedBy(factor));
            lines.push(line);
          }
          held = decimal(0);
        }
      }
    }
    if (lines.length === 0) continue;
    const quantity = need.isZero() ? null : sharesText(need);
    const currency = currencyOf.get(lines[0] as number) ?? 'USD';
    openings.push({
      symbol,
      date,
      quantity,
      lines: lines.sort((a, b) => a - b),
      accountId,
      currency,
    });
  }
  return openings.sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/**
 * The accepted openings as rows to write (lines below 1: they are no lines of the file), each
 * with the person's share count when given, else the offer's; one without either is left out.
 */
export function openingRows(openings: readonly Opening[], accepts: OpeningAccept): Accepted[] {
  const bySymbol = new Map(accepts.map((accept) => [accept.symbol, accept]));
  const rows: Accepted[] = [];
  for (const opening of openings) {
    const accept = bySymbol.get(opening.symbol);
    const quantity = accept?.quantity ?? opening.quantity;
    if (!accept || !quantity) continue;
    const known = accept.price !== undefined;
    rows.push({
      line: -rows.length,
      accountId: opening.accountId,
      fingerprint: `opening:${opening.accountId}:${opening.symbol}:${opening.date}`,
      input: {
        type: 'receive-shares',
        symbol: opening.symbol,
        date: opening.date,
        quantity,
        price: accept.price ?? '0',
        currency: opening.currency,
        note: known
          ? 'Opening position: held before the imported file'
          : 'Opening position: held before the imported file; cost per share unknown',
      },
    });
  }
  return rows;
}
