import { Button, Table } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DataTable } from './DataTable.tsx';

const COLUMNS = ['Name', { header: 'Credits', numeric: true }, 'Action'];

/** A row component with its own state, as the pages' rows are: a cell may come later without the table rendering again. */
function AdRow({ name, credits }: { name: string; credits: number }) {
  const [ended, setEnded] = useState(false);
  return (
    <Table.Row>
      <Table.Cell>{name}</Table.Cell>
      <Table.Cell textAlign="end">{credits}</Table.Cell>
      {ended ? (
        // a new cell element, made without the table rendering again
        <Table.Cell key="ended">Ended</Table.Cell>
      ) : (
        <Table.Cell key="actions">
          <Button size="xs" aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button size="xs" aria-label={`Renew ${name}`}>
            Renew
          </Button>
          <Button size="xs" aria-label={`Stop ${name}`} onClick={() => setEnded(true)}>
            Stop
          </Button>
        </Table.Cell>
      )}
    </Table.Row>
  );
}

function Ads({ ads }: { ads: { name: string; credits: number }[] }) {
  return (
    <DataTable label="My ads" columns={COLUMNS} emptyText="No Ads found" isEmpty={ads.length === 0}>
      {ads.map((ad) => (
        <AdRow key={ad.name} {...ad} />
      ))}
    </DataTable>
  );
}

/** One ad, and a second when more are loaded. */
function MoreLater() {
  const [ads, setAds] = useState([{ name: 'Asha', credits: 4 }]);
  return (
    <>
      <Ads ads={ads} />
      <Button onClick={() => setAds([...ads, { name: 'Noor', credits: 2 }])}>Load more</Button>
    </>
  );
}

const TWO_ADS = [
  { name: 'Asha', credits: 4 },
  { name: 'Meera', credits: 12 },
];

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'My ads' }))
    .getAllByRole('row')
    .slice(1);
const labelsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.dataset.label);

describe('DataTable', () => {
  it("labels every cell with its column's header, for the phone's cards", () => {
    renderWithProviders(<Ads ads={TWO_ADS} />);
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(labelsOf(row)).toEqual(['Name', 'Credits', 'Action']);
    expect(within(rows[1]!).getByRole('cell', { name: /Meera/ })).toHaveAttribute('data-label', 'Name');
  });

  it('renders each row once, with every action of every row', () => {
    renderWithProviders(<Ads ads={TWO_ADS} />);
    expect(screen.getAllByText('Asha')).toHaveLength(1);
    for (const name of ['Asha', 'Meera']) {
      for (const action of ['Edit', 'Renew', 'Stop']) {
        expect(screen.getByRole('button', { name: `${action} ${name}` })).toBeVisible();
      }
    }
  });

  it('labels the rows that come later and the cells a row adds on its own', async () => {
    renderWithProviders(<MoreLater />);
    await act(async () => screen.getByRole('button', { name: 'Load more' }).click());
    expect(labelsOf(bodyRows()[1]!)).toEqual(['Name', 'Credits', 'Action']);
    await act(async () => screen.getByRole('button', { name: 'Stop Noor' }).click());
    const noor = bodyRows()[1]!;
    await waitFor(() =>
      expect(within(noor).getByRole('cell', { name: 'Ended' })).toHaveAttribute('data-label', 'Action'),
    );
    expect(labelsOf(noor)).toEqual(['Name', 'Credits', 'Action']);
  });

  it('shows the empty text on one unlabelled line', () => {
    renderWithProviders(<Ads ads={[]} />);
    const cell = screen.getByRole('cell', { name: 'No Ads found' });
    expect(cell).not.toHaveAttribute('data-label');
  });

  it("shows each cell's label beside its value below the phone breakpoint", () => {
    renderWithProviders(<Ads ads={[{ name: 'Asha', credits: 4 }]} />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const phone = css.slice(css.indexOf('@media screen and (max-width: 47.99rem)'));
    expect(phone).toContain('content:attr(data-label)');
    expect(phone).toMatch(/display:grid/);
  });
});
