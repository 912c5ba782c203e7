// The header cells of a CSV the server did not recognise, for the column mapping's selects. Only
// the start of the file is read, in the browser, with csv-parse's browser build (loaded when a
// mapping is first needed, so the main bundle does not carry it).

/** Bytes read from the start of the file: enough for title lines and the header row. */
const HEAD_BYTES = 64 * 1024;
/** Lines looked at for the header: brokers put at most a few title lines above it. */
const HEAD_LINES = 20;
const DELIMITERS = [',', ';', '\t'] as const;

/** Which of a head's rows is the header: the first of the widest (title lines have one cell). */
function headerRow(rows: string[][]): string[] {
  let best: string[] = [];
  for (const row of rows) {
    const cells = row.map((cell) => cell.trim());
    if (cells.filter(Boolean).length > best.filter(Boolean).length) best = cells;
  }
  return best;
}

/** The header cells of `text` (the file's first lines), the delimiter that splits it widest. */
export async function headerCellsOf(text: string): Promise<string[]> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  let best: string[] = [];
  for (const delimiter of DELIMITERS) {
    try {
      const rows = parse(text, {
        delimiter,
        bom: true,
        to_line: HEAD_LINES,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
      }) as string[][];
      const header = headerRow(rows);
      if (header.length > best.length) best = header;
    } catch {
      // A delimiter that cannot split the head (a quote it breaks) is not this file's.
    }
  }
  // A column is chosen by its name: empty and repeated cells cannot be told apart.
  return [...new Set(best.filter(Boolean))];
}

/** Reads the start of a chosen file as text (the server decodes the whole of it). */
export function readHead(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result ?? '')));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Unreadable file')));
    reader.readAsText(file.slice(0, HEAD_BYTES));
  });
}
