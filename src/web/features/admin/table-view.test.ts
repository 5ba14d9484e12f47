import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, matchesSearch, viewTable } from './table-view.ts';

type TRow = { givenId: string; firstName: string; lastName: string; email: string | null };

function member(number: number, overrides: Partial<TRow> = {}): TRow {
  const id = String(number).padStart(4, '0');
  return {
    givenId: `${id}A`,
    firstName: `First${number}`,
    lastName: `Last${number}`,
    email: `m${number}@e.test`,
    ...overrides,
  };
}

const searchable = (row: TRow) => [row.givenId, row.firstName, row.lastName, row.email];
const rows = Array.from({ length: 45 }, (_, index) => member(index + 1));

describe('matchesSearch', () => {
  it('finds by name, e-mail or givenId, ignoring case and accents', () => {
    const anna = ['0042A', 'Åsa', 'Svensson', 'Asa.Svensson@Example.se'];
    expect(matchesSearch(anna, 'svensson')).toBe(true);
    expect(matchesSearch(anna, 'ASA')).toBe(true);
    expect(matchesSearch(anna, 'åsa')).toBe(true);
    expect(matchesSearch(anna, '0042a')).toBe(true);
    expect(matchesSearch(anna, 'example.se')).toBe(true);
    expect(matchesSearch(anna, 'karlsson')).toBe(false);
  });

  it('needs every typed word, in any order, and ignores blanks and missing values', () => {
    const row = ['0007B', 'Priya', 'Raman', null];
    expect(matchesSearch(row, '  raman   priya ')).toBe(true);
    expect(matchesSearch(row, 'priya kumar')).toBe(false);
    expect(matchesSearch(row, '   ')).toBe(true);
  });

  it('matches Tamil names as typed', () => {
    expect(matchesSearch(['0001A', 'அருண்', 'குமார்', null], 'குமார்')).toBe(true);
  });
});

describe('viewTable', () => {
  it('offers 10, 20, 50 and 100 rows per page, 10 as the default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('cuts the asked-for page and counts the pages', () => {
    const first = viewTable(rows, searchable, { search: '', page: 1, pageSize: 10 });
    expect(first.rows.map((row) => row.givenId)).toEqual(rows.slice(0, 10).map((row) => row.givenId));
    expect(first).toMatchObject({ matching: 45, page: 1, pageCount: 5 });

    const last = viewTable(rows, searchable, { search: '', page: 5, pageSize: 10 });
    expect(last.rows).toHaveLength(5);
    expect(last.rows[0]?.givenId).toBe('0041A');
  });

  it('changes the page count with the rows per page', () => {
    expect(viewTable(rows, searchable, { search: '', page: 1, pageSize: 20 }).pageCount).toBe(3);
    expect(viewTable(rows, searchable, { search: '', page: 1, pageSize: 50 })).toMatchObject({ pageCount: 1 });
    expect(viewTable(rows, searchable, { search: '', page: 1, pageSize: 100 }).rows).toHaveLength(45);
  });

  it('keeps the page within the pages there are (after a search or a reload shrinks the list)', () => {
    expect(viewTable(rows, searchable, { search: '', page: 9, pageSize: 10 }).page).toBe(5);
    expect(viewTable(rows, searchable, { search: '', page: 0, pageSize: 10 }).page).toBe(1);
    expect(viewTable(rows, searchable, { search: '', page: Number.NaN, pageSize: 10 }).page).toBe(1);
  });

  it('filters before paging and counts only the matches', () => {
    const view = viewTable(rows, searchable, { search: 'last4', page: 1, pageSize: 10 });
    // Last4 and Last40..Last45.
    expect(view.matching).toBe(7);
    expect(view.pageCount).toBe(1);
  });

  it('shows one empty page when nothing matches', () => {
    expect(viewTable(rows, searchable, { search: 'nobody', page: 3, pageSize: 10 })).toEqual({
      rows: [],
      matching: 0,
      page: 1,
      pageCount: 1,
    });
    expect(viewTable([], searchable, { search: '', page: 1, pageSize: 10 }).matching).toBe(0);
  });

  it('falls back to the default size for a nonsense page size', () => {
    expect(viewTable(rows, searchable, { search: '', page: 1, pageSize: 0 }).rows).toHaveLength(DEFAULT_PAGE_SIZE);
  });
});
