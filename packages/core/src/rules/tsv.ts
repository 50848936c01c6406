// A spreadsheet selection copied to the clipboard is tab-separated text. Excel, LibreOffice and Google Sheets
// wrap a cell that holds a tab, a line break or a quote in double quotes and double its inner quotes, so a
// cell such as `Rua A, 10\tfundos` or a two-line instruction survives the copy. This reads that text back.

const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;

/** Where the cell that starts at `from` ends: the next tab or line break, or the end of the text. */
function cellEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code === TAB || code === LF || code === CR) break;
    at++;
  }
  return at;
}

/**
 * A quoted cell starting at `from` (on its opening quote): its text, with doubled quotes read as one, and where
 * the closing quote ends. Null when the quote never closes: then the quote was just a character of the cell.
 */
function quotedCell(text: string, from: number): { value: string; end: number } | null {
  let value = '';
  let at = from + 1;
  let chunk = at;
  while (at < text.length) {
    if (text.charCodeAt(at) !== QUOTE) {
      at++;
      continue;
    }
    value += text.slice(chunk, at);
    if (text.charCodeAt(at + 1) === QUOTE) {
      value += '"';
      at += 2;
      chunk = at;
      continue;
    }
    return { value, end: at + 1 };
  }
  return null;
}

/**
 * The rows and cells of tab-separated clipboard text, as spreadsheets write it: rows end at `\n`, `\r\n` or
 * `\r`; a cell that starts with a quote runs to its closing quote, tabs and line breaks included (line breaks
 * inside read as `\n`). Cells are not trimmed and blank rows are kept: the caller decides what they mean.
 */
export function splitSheetText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  for (;;) {
    let cell: string;
    const quoted = text.charCodeAt(at) === QUOTE ? quotedCell(text, at) : null;
    if (quoted) {
      // Anything between the closing quote and the next tab stays part of the cell (a lenient reading).
      const end = cellEnd(text, quoted.end);
      cell = quoted.value.replace(/\r\n?/g, '\n') + text.slice(quoted.end, end);
      at = end;
    } else {
      const end = cellEnd(text, at);
      cell = text.slice(at, end);
      at = end;
    }
    row.push(cell);
    if (at >= text.length) {
      rows.push(row);
      return rows;
    }
    const code = text.charCodeAt(at);
    if (code === TAB) {
      at++;
      continue;
    }
    rows.push(row);
    row = [];
    at += code === CR && text.charCodeAt(at + 1) === LF ? 2 : 1;
    // The line break that ends the last row opens no new one.
    if (at >= text.length) return rows;
  }
}
