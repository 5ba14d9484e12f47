/** Rows per page the board can choose; the first is the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export type TTableQuery = {
  /** What was typed in the search box. */
  search: string;
  /** 1-based; a page past the end shows the last page. */
  page: number;
  pageSize: number;
};

export type TTableView<TRow> = {
  rows: TRow[];
  /** Rows matching the search, on all pages. */
  matching: number;
  page: number;
  pageCount: number;
};

/** Lower case without accents, so "ase" finds "Åse" and "SVENSSON" finds "Svensson". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Every word typed must appear somewhere in the row's searchable text (name, e-mail, givenId). */
export function matchesSearch(searchable: readonly (string | null | undefined)[], search: string): boolean {
  const words = normalizeForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(searchable.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/** Filters by the search, then cuts out the asked-for page (clamped to the pages there are). */
export function viewTable<TRow>(
  rows: readonly TRow[],
  searchableOf: (row: TRow) => readonly (string | null | undefined)[],
  query: TTableQuery,
): TTableView<TRow> {
  const matching = rows.filter((row) => matchesSearch(searchableOf(row), query.search));
  const pageSize = Number.isInteger(query.pageSize) && query.pageSize > 0 ? query.pageSize : DEFAULT_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount);
  const start = (page - 1) * pageSize;
  return { rows: matching.slice(start, start + pageSize), matching: matching.length, page, pageCount };
}
