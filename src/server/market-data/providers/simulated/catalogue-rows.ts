// The catalogue's compact tables: one listing a line, cells split on '|', read and checked here.

const EXCHANGES: Readonly<Record<string, string>> = {
  Q: 'NASDAQ NMS - GLOBAL MARKET',
  N: 'NEW YORK STOCK EXCHANGE, INC.',
  A: 'NYSE ARCA',
  B: 'CBOE BZX',
};

/** Shares traded per day: a share of the company's value (or the fund's assets) turning over. */
export const STOCK_TURNOVER = 0.006;
export const FUND_TURNOVER = 0.04;
export const STOCK_DRIFT = 0.08;

export function rows(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

export function cellAt(row: string[], index: number): string {
  const cell = row[index];
  if (cell === undefined || cell === '') throw new Error(`Catalogue row ${row[0]}: cell ${index}`);
  return cell;
}

export function numberAt(row: string[], index: number): number {
  const value = Number(cellAt(row, index));
  if (!Number.isFinite(value))
    throw new Error(`Catalogue row ${row[0]}: cell ${index} not a number`);
  return value;
}

export function exchangeAt(row: string[], index: number): string {
  const exchange = EXCHANGES[cellAt(row, index)];
  if (!exchange) throw new Error(`Catalogue row ${row[0]}: unknown exchange`);
  return exchange;
}
