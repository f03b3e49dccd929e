import { BadRequestException } from '@nestjs/common';

/** Optional paging, sorting and search of a list endpoint (`page` is 0-based). */
export interface ListQuery {
  page: number | null;
  pageSize: number;
  search: string;
  /** A whitelisted SQL expression and direction. */
  orderBy: string;
}

export interface ListQueryParams {
  page?: string;
  pageSize?: string;
  search?: string;
  sort?: string;
}

const MAX_PAGE_SIZE = 500;

/**
 * Reads `page`, `pageSize`, `search` and `sort` (`field` or `-field`), mapping the sort field
 * through a whitelist so no caller text reaches SQL. Without `page` the whole list is wanted.
 */
export function parseListQuery(
  params: ListQueryParams,
  sortable: Record<string, string>,
  defaultSort: string,
): ListQuery {
  const page = params.page === undefined || params.page === '' ? null : Number(params.page);
  if (page !== null && (!Number.isInteger(page) || page < 0)) throw new BadRequestException();
  const pageSize = params.pageSize === undefined || params.pageSize === '' ? 25 : Number(params.pageSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw new BadRequestException();
  const sort = (params.sort ?? '').trim() || defaultSort;
  const descending = sort.startsWith('-');
  const column = sortable[descending ? sort.slice(1) : sort];
  if (!column) throw new BadRequestException();
  return {
    page,
    pageSize,
    search: (params.search ?? '').trim(),
    orderBy: `${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST`,
  };
}

/** `LIMIT/OFFSET` for a paged query, or nothing. Parameters are appended to `params`. */
export function pageClause(query: ListQuery, params: unknown[]): string {
  if (query.page === null) return '';
  params.push(query.pageSize, query.page * query.pageSize);
  return ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

/** A LIKE pattern matching the search text anywhere, with its wildcards escaped. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
