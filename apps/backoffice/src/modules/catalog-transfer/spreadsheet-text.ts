// Text that a spreadsheet would run as a formula (OWASP's "CSV injection"): a shopper who names
// themselves `=HYPERLINK(...)` must not become a live link or command in the accountant's Excel or
// LibreOffice. A text cell starting with = + - @, a tab or a carriage return is written with a
// leading apostrophe, which both read as "this is text" and do not show. The import takes the
// apostrophe off again, so a file exported and imported back changes nothing.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a CSV cell a spreadsheet shows as text. */
export function asSpreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read from a file: the apostrophe `asSpreadsheetText` put before a formula's first character taken off. */
export function fromSpreadsheetText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
