/**
 * Characters that make a spreadsheet program read a text cell as a formula (or DDE call) when the file is
 * opened or the cell is edited: OWASP "CSV/formula injection". Tab, carriage return and NUL are in the list
 * because some programs strip them before looking at the first character.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * Text as it may go into a sheet: a value that starts like a formula gets a leading apostrophe, so it is shown
 * and kept as text. External codes and charge descriptions are typed by customers and partners.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
