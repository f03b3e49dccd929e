/** Server-side paging, sorting and search of a list endpoint; `sort` is `field` or `-field`. */
export interface ListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  search: string;
  sort: string | null;
}

/** A list endpoint's query: the page, its size, the trimmed search and the sort. */
export const listQuery = (params: ListParams) => ({
  page: params.page,
  pageSize: params.pageSize,
  search: params.search.trim(),
  sort: params.sort ?? undefined,
});
