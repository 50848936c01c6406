import { html } from 'hono/html';
import type { Html } from './layout';

export interface Column<T> {
  header: string;
  cell: (row: T) => Html | string | number;
  /** Kept on one line in the wide table (numbers, money, codes), never split in the middle. */
  nowrap?: boolean;
}

/**
 * An accessible data table (caption, column headers); on a narrow screen each row stacks as a card whose values
 * are led by their column's name (`data-label`). An empty list says `empty` instead of an empty table.
 */
export function renderTable<T>(input: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  empty: string;
}) {
  const { caption, columns, rows, empty } = input;
  if (rows.length === 0) return html`<div class="table-wrap"><p class="empty">${empty}</p></div>`;
  return html`<div class="table-wrap">
    <table class="data">
      <caption class="sr-only">${caption}</caption>
      <thead>
        <tr>
          ${columns.map((column) => html`<th scope="col">${column.header}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${columns.map(
                (column) =>
                  html`<td data-label="${column.header}"${column.nowrap ? html` class="nowrap"` : ''}>${column.cell(row)}</td>`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
