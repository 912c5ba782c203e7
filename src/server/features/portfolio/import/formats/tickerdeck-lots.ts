import { LOT_METHODS, type LotMethod } from '#shared/portfolio/portfolio-lots.ts';
import { positiveDecimalText } from '../cells.ts';
import type { LotSource } from './format.ts';

// A sale's lot cells in our CSV (docs/decisions/093): `lot_method` (blank: the oldest lots
// first) and, for 'specific', `lots` as JSON [{ "source": …, "quantity": … }], each source the
// `source` cell of the buy (or receipt) the lot came from. The importer maps the sources to the
// ids those buys are stored with.

/** Lots one sale may name in a file (the API's limit). */
const LOTS_MAX = 500;

/** The sale's lot fields from its cells, or why they cannot be read. */
export function lotsOfRow(
  methodCell: string,
  lotsCell: string,
): { lotMethod?: LotMethod; lotSources?: LotSource[] } | string {
  const method = methodCell.trim().toLowerCase();
  const text = lotsCell.trim();
  if (method === '') return text === '' ? {} : 'lots given without lot_method "specific"';
  const lotMethod = LOT_METHODS.find((known) => known === method);
  if (!lotMethod) return `lot_method "${methodCell}" is not one of ${LOT_METHODS.join(', ')}`;
  if (lotMethod !== 'specific') {
    return text === '' ? { lotMethod } : 'lots given without lot_method "specific"';
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'lots: a JSON list of { "source", "quantity" }';
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > LOTS_MAX) {
    return `lots: a JSON list of 1 to ${LOTS_MAX} { "source", "quantity" }`;
  }
  const lotSources: LotSource[] = [];
  for (const lot of parsed as unknown[]) {
    const { source, quantity } = (lot ?? {}) as { source?: unknown; quantity?: unknown };
    const shares = typeof quantity === 'string' ? positiveDecimalText(quantity) : null;
    if (typeof source !== 'string' || source.trim() === '' || shares === null) {
      return 'lots: each lot names its buy\'s "source" and a positive "quantity"';
    }
    lotSources.push({ source, quantity: shares });
  }
  return { lotMethod, lotSources };
}
