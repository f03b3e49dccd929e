import { queryString } from './http-client';

/** Server-side paging, sorting and search of a list endpoint; `sort` is `field` or `-field`. */
export interface ListParams {
  /** 0-based. */
  page: number;
  pageSize: number;
  search: string;
  sort: string | null;
}

/** A list endpoint's query string: the page, its size, the trimmed search, the sort and `extra` filters. */
export const listQuery = (params: ListParams, extra: Record<string, number | null> = {}): string =>
  queryString({
    page: params.page,
    pageSize: params.pageSize,
    search: params.search.trim(),
    sort: params.sort,
    ...extra,
  });
