import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dropdown } from '../../components/ui/dropdown.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, viewTable } from './table-view.ts';

export type TColumn<TRow> = {
  id: string;
  header: string;
  cell: (row: TRow) => ReactNode;
  /** The row's heading cell (a <th scope="row">), usually the member id; a card's title on a phone. */
  isRowHeader?: boolean;
  /** Buttons or links acting on the row: placed right after the row's heading, so they are on screen. */
  isAction?: boolean;
};

/** Heading first, then the actions, then the rest: a wide table never hides what the board acts with. */
export function orderColumns<TRow>(columns: readonly TColumn<TRow>[]): TColumn<TRow>[] {
  const rank = (column: TColumn<TRow>) => (column.isRowHeader ? 0 : column.isAction ? 1 : 2);
  return [...columns].sort((a, b) => rank(a) - rank(b));
}

export type TDataTableProps<TRow> = {
  /** Names the table (its caption) and its scroll region. */
  caption: string;
  rows: readonly TRow[];
  columns: readonly TColumn<TRow>[];
  rowKey: (row: TRow) => string | number;
  /** The texts the search box looks in: name, e-mail, givenId. */
  searchableOf: (row: TRow) => readonly (string | null | undefined)[];
};

/**
 * A table with search, rows per page (10, 20, 50, 100) and paging, as every table of the dashboard has.
 * Under a laptop's width each row is drawn as a card, every cell with its column's name; wider, the
 * actions come second. Should a table still be wider than its place, it scrolls sideways inside a
 * focusable region (keyboards can scroll it too), back to the start whenever its rows change.
 */
export function DataTable<TRow>({ caption, rows, columns, rowKey, searchableOf }: TDataTableProps<TRow>) {
  const { t } = useTranslation('admin');
  const baseId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfterPaging = useRef<HTMLButtonElement | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = viewTable(rows, searchableOf, { search, page, pageSize });
  const ordered = orderColumns(columns);
  const from = (view.page - 1) * pageSize + 1;
  const to = from + view.rows.length - 1;

  // A button that becomes disabled drops focus to the page: hand it to the other one once rendered.
  useEffect(() => {
    focusAfterPaging.current?.focus();
    focusAfterPaging.current = null;
  }, [page]);

  // After an approval the reloaded rows start at the left, not where the acted-on row was scrolled to.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollLeft = 0;
  }, [rows]);

  function goTo(target: number) {
    if (target <= 1) focusAfterPaging.current = nextRef.current;
    else if (target >= view.pageCount) focusAfterPaging.current = previousRef.current;
    setPage(target);
  }

  return (
    <div className="admin-table">
      <div className="admin-table__tools">
        <div className="ui-field admin-table__search">
          <label className="ui-field__label" htmlFor={`${baseId}-search`}>
            {t('table.search')}
          </label>
          <input
            id={`${baseId}-search`}
            className="ui-input"
            type="search"
            value={search}
            aria-describedby={`${baseId}-search-hint`}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <span id={`${baseId}-search-hint`} className="admin-table__hint">
            {t('table.searchHint')}
          </span>
        </div>
        <Dropdown
          className="admin-table__page-size"
          label={t('table.rowsPerPage')}
          alwaysChosen
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(value) => {
            setPageSize(Number(value) || DEFAULT_PAGE_SIZE);
            setPage(1);
          }}
        />
      </div>

      {view.matching === 0 ? (
        <p className="admin-table__empty" role="status">
          {t('table.noRecords')}
        </p>
      ) : (
        <>
          <p className="admin-table__showing" role="status">
            {t('table.showing', { from, to, total: view.matching })}
          </p>
          <div
            ref={scrollRef}
            className="admin-table__scroll"
            role="region"
            aria-labelledby={`${baseId}-caption`}
            tabIndex={0}
          >
            {/* Explicit roles: drawn as cards (display: block) the table would lose its meaning. */}
            <table className="admin-table__table" role="table">
              <caption id={`${baseId}-caption`} className="visually-hidden">
                {caption}
              </caption>
              <thead role="rowgroup">
                <tr role="row">
                  {ordered.map((column) => (
                    <th key={column.id} scope="col" role="columnheader">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {view.rows.map((row) => (
                  <tr key={rowKey(row)} role="row">
                    {ordered.map((column) =>
                      column.isRowHeader ? (
                        <th key={column.id} scope="row" role="rowheader">
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.id} role="cell" className={column.isAction ? 'admin-table__action-cell' : ''}>
                          <span className="admin-table__label" aria-hidden="true">
                            {column.header}
                          </span>
                          <span className="admin-table__value">{column.cell(row)}</span>
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="admin-table__paging" aria-label={t('table.paging', { table: caption })}>
            <Button ref={previousRef} variant="secondary" disabled={view.page <= 1} onClick={() => goTo(view.page - 1)}>
              {t('table.previous')}
            </Button>
            <span className="admin-table__page">{t('table.pageOf', { page: view.page, pages: view.pageCount })}</span>
            <Button
              ref={nextRef}
              variant="secondary"
              disabled={view.page >= view.pageCount}
              onClick={() => goTo(view.page + 1)}
            >
              {t('table.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
