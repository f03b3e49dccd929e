import { z } from 'zod';
import { DomainError, RequestLimits } from '@ambient/core';
import { parseInput } from './validation.js';

/** Optional paging, sorting and search of a list endpoint (`page` is 0-based). */
export interface ListQuery {
  page: number | null;
  pageSize: number;
  search: string;
  /** A whitelisted SQL expression and direction. */
  orderBy: string;
}

/** As received: Express may give repeated parameters as arrays, so each is checked. */
export interface ListQueryParams {
  page?: unknown;
  pageSize?: unknown;
  search?: unknown;
  sort?: unknown;
}

/** The query parameters every list accepts; a repeated or malformed one is refused with 400. */
export const listQuerySchema = z.object({
  page: z.union([z.literal(''), z.string().regex(/^\d{1,9}$/)]).optional(),
  pageSize: z.union([z.literal(''), z.string().regex(/^\d{1,4}$/)]).optional(),
  search: z.string().max(RequestLimits.searchMax).optional(),
  sort: z.string().max(64).optional(),
});
export type ListQueryInput = z.output<typeof listQuerySchema>;

/** A list's filter by id, as text: empty, 0 or below is no filter (the forms' "All"). */
export const idFilter = z
  .string()
  .regex(/^\s*-?\d{0,10}\s*$/)
  .optional();

/** `false` on a later page of a manager list: its option lists were read with the first one. */
export const withLists = z.enum(['true', 'false']).optional();

/**
 * Reads `page`, `pageSize`, `search` and `sort` (`field` or `-field`), mapping the sort field
 * through a whitelist so no caller text reaches SQL. Without `page` the whole list is wanted.
 */
export function parseListQuery(
  params: ListQueryParams,
  sortable: Record<string, string>,
  defaultSort: string,
): ListQuery {
  const given = parseInput(
    listQuerySchema,
    {
      page: params.page,
      pageSize: params.pageSize,
      search: params.search,
      sort: params.sort,
    },
    'query',
  );
  const page = given.page === undefined || given.page === '' ? null : Number(given.page);
  const pageSize = given.pageSize === undefined || given.pageSize === '' ? 25 : Number(given.pageSize);
  if (pageSize < 1 || pageSize > RequestLimits.pageSizeMax) throw invalid('pageSize');
  const sort = (given.sort ?? '').trim() || defaultSort;
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (typeof column !== 'string') throw invalid('sort');
  return {
    page,
    pageSize,
    search: (given.search ?? '').trim(),
    orderBy: `${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST`,
  };
}

const invalid = (field: string): DomainError => new DomainError('error.invalidField', { field }, 400);

/** `LIMIT/OFFSET` for a paged query, or nothing. Parameters are appended to `params`. */
export function pageClause(query: ListQuery, params: unknown[]): string {
  if (query.page === null) return '';
  params.push(query.pageSize, query.page * query.pageSize);
  return ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
}

/** A LIKE pattern matching the search text anywhere, with its wildcards escaped. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
