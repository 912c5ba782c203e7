// Cells a spreadsheet would run as a formula (OWASP CSV injection): those starting with = + - @
// tab or CR, and their full-width forms ＝ ＋ － ＠ (U+FF1D, U+FF0B, U+FF0D, U+FF20), which
// spreadsheets with East Asian input read alike. One list for the export's defusing
// and the import's refusal.

const TRIGGERS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';

/** Our export's cells to defuse with a leading "'": any trigger, after any "'" already there. */
export const FORMULA_TO_DEFUSE = new RegExp(`^'*[${TRIGGERS}]`);
/** A cell our export defused: one "'" comes off again on import. */
export const DEFUSED_FORMULA = new RegExp(`^'+[${TRIGGERS}]`);

/**
 * A cell of an imported file that a spreadsheet would run ('=HYPERLINK(…)', '@SUM(…)',
 * '+cmd|…', '-cmd', '＝…'). Numbers ('-12.5', '+5') and brokers' empty markers ('-', '--') are
 * not; a cell our export defused with a leading "'" is not either.
 */
export const looksLikeFormula = (text: string) =>
  /^[=@\t\r\uFF1D\uFF20]|^[+\-\uFF0B\uFF0D][=@(A-Za-z\uFF1D\uFF20]/.test(text);
