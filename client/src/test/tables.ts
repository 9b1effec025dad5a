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
