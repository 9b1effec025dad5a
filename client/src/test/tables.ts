// Reading a data table in a test: its cells' texts row by row, under its header row.
import { within, screen } from '@testing-library/react';

/** The table `name`'s cells by row; `hidden` reaches them behind an open modal too (it hides the page). */
export function tableRows(name: string): (string | null)[][] {
  return within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    );
}

/** The table row holding the cell named `name` (a name, an e-mail: what tells the row apart). */
export function rowOf(name: string | RegExp): HTMLTableRowElement {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

/** The texts of the column headers in `table` (an element holding one table). */
export function columnHeaders(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The texts of the cells in `row`, left to right. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
