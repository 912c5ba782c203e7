import type { Accepted } from './walk-holdings.ts';

// A file's sale names its lots by the sources of their buys (docs/decisions/093): each must be a
// buy (or receipt) of the same file or one stored before.

/** The first source each sale names that neither the file's buys nor the ledger has, by line. */
export function unknownLotSources(
  candidates: readonly Accepted[],
  storedPrints: ReadonlySet<string>,
  buysIn: ReadonlySet<string>,
): Map<number, string> {
  const buysInFile = new Set(
    candidates.filter((row) => buysIn.has(row.input.type)).map((row) => row.fingerprint),
  );
  const unknown = new Map<number, string>();
  for (const row of candidates) {
    const source = row.lotSources?.find(
      (lot) => !storedPrints.has(lot.source) && !buysInFile.has(lot.source),
    )?.source;
    if (source !== undefined) unknown.set(row.line, source);
  }
  return unknown;
}
