// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { DataTable, orderColumns, type TColumn } from './data-table.tsx';

type TRow = { id: number; givenId: string; name: string; email: string };

const rows: TRow[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  givenId: `${String(index + 1).padStart(4, '0')}A`,
  name: index === 24 ? 'Åsa Lind' : `Person ${index + 1}`,
  email: `p${index + 1}@e.test`,
}));

const columns: TColumn<TRow>[] = [
  { id: 'givenId', header: 'Member id', cell: (row) => row.givenId, isRowHeader: true },
  { id: 'name', header: 'Name', cell: (row) => row.name },
];

function renderTable() {
  const user = userEvent.setup();
  renderWithI18n(
    <DataTable
      caption="All Members"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={(row) => [row.givenId, row.name, row.email]}
    />,
  );
  return user;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows 10 rows per page with previous/next and page X of Y', async () => {
    const user = renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    // The Next button is disabled now; focus went to Previous rather than to the page.
    expect(document.activeElement).toBe(previous);
  });

  it('changes the rows per page and starts again at page 1', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(bodyRows()).toHaveLength(25);
  });

  it('searches case-insensitively and says No records found. when nothing matches', async () => {
    const user = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asa');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('rowheader').textContent).toBe('0025A');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody here');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No records found.')).toBeTruthy();
  });

  it('keeps the table in a named, focusable scroll region for phones', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'All Members' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'All Members' })).toBeTruthy();
  });

  it('puts the actions right after the row heading, so a wide table never hides them', () => {
    const ordered = orderColumns<TRow>([
      { id: 'name', header: 'Name', cell: (row) => row.name },
      { id: 'actions', header: 'Actions', cell: () => null, isAction: true },
      { id: 'givenId', header: 'Member id', cell: (row) => row.givenId, isRowHeader: true },
      { id: 'email', header: 'E-mail', cell: (row) => row.email },
    ]);
    expect(ordered.map((column) => column.id)).toEqual(['givenId', 'actions', 'name', 'email']);
  });

  it('names every cell with its column for the card view, hidden from screen readers that read the header', () => {
    renderTable();
    const firstRow = bodyRows()[0]!;
    const cell = within(firstRow).getByRole('cell');
    expect(cell.textContent).toBe('NamePerson 1');
    expect(cell.querySelector('[aria-hidden="true"]')?.textContent).toBe('Name');
    expect(within(firstRow).getByRole('cell', { name: 'Person 1' })).toBe(cell);
  });
});
