/**
 * CSV for spreadsheet users. Excel with German regional settings splits columns at ';', not ',', so the
 * portal's exports use ';'. Every field that contains the separator, a comma, a quote or a line break is
 * quoted (RFC 4180 style, quotes doubled), so the file reads back correctly with either separator choice.
 */
export const CSV_SEPARATOR = ';';

/** The UTF-8 byte order mark: without it Excel reads UTF-8 as Windows-1252 and garbles umlauts. */
export const CSV_BOM = '\uFEFF';

/**
 * Text that starts with = + - @ (or a tab / carriage return) is run as a formula by spreadsheet programs.
 * Exports can carry text visitors typed (search log), so such fields get a leading apostrophe (OWASP
 * 'CSV injection'); the apostrophe is not shown by Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, neutralised against formula injection and quoted when needed. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[;,"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, terminated with CRLF as RFC 4180 and Excel expect. */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}
