import { HttpError } from '#server/plugins/errors.ts';

// A file's bytes as text (docs/decisions/030). Broker exports are UTF-8, with or without a BOM,
// or UTF-16 with a BOM (Excel's "Unicode text"). Anything else is refused with a message that
// says what to do, never decoded into silent garbage.

const unreadable = (message: string) => new HttpError(415, 'unsupported-media-type', message);

export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new HttpError(400, 'invalid-request', 'The file is empty.');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // NUL never appears in text: a spreadsheet, archive or image was sent instead of a CSV.
  if (bytes.subarray(0, 65_536).includes(0)) {
    throw unreadable(
      'This is not a CSV file (it contains binary data). Export your transactions as CSV and try again.',
    );
  }
  try {
    // fatal: an invalid byte sequence throws instead of turning into U+FFFD; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(
      'The file is not UTF-8 text. Save it as "CSV UTF-8" (or UTF-16 with a byte order mark) and try again.',
    );
  }
}
